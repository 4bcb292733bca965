/**
 * The operator audit trail: every change an operator makes (the operator calls of the back office and the CLI) writes one row, inside the
 * transaction of the change itself, so a change without its row (or a row without its change) cannot exist.
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema';

/**
 * Who made a change: the owner of the operator token the request carried (ADMIN_TOKEN_OWNER) and the address it came
 * from, or `system` for a job.
 */
export interface Operator {
  actor: string;
  ip?: string | null;
}
export const SYSTEM_OPERATOR: Operator = { actor: 'system' };

export interface AuditRecord {
  brandId: string | null;
  action: string;
  /** what changed: promotion:<id>, application:<id>, bonus:<id>, member:<id>, withdrawal:<id>, brand:<id>, draw:<code>:<no> */
  target: string;
  /** what the change was; a change of state carries { before, after } */
  detail: Record<string, unknown>;
}

export async function recordAudit(tx: Db, operator: Operator, record: AuditRecord) {
  await tx.insert(operatorAudit).values({ ...record, actor: operator.actor, ip: operator.ip ?? null });
}

export async function listAudit(db: Db, limit: number) {
  const rows = await db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, at: r.at.toISOString(), actor: r.actor, ip: r.ip, brandId: r.brandId, action: r.action, target: r.target, detail: r.detail }));
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  brandId?: string;
  target?: string;
  /** epoch ms, inclusive */
  from?: number;
  /** epoch ms, exclusive */
  to?: number;
  page: number;
  pageSize: number;
}

/**
 * One page of the audit trail, newest first, for an operator who sees `brandIds` (null: every brand, and the rows of
 * no brand such as operator accounts; an operator limited to brands sees only their brands' rows).
 */
export async function searchAudit(db: Db, brandIds: string[] | null, filter: AuditFilter) {
  const where = and(
    brandIds === null ? undefined : brandIds.length ? inArray(operatorAudit.brandId, brandIds) : sql`false`,
    filter.actor ? eq(operatorAudit.actor, filter.actor) : undefined,
    filter.action ? eq(operatorAudit.action, filter.action) : undefined,
    filter.brandId ? eq(operatorAudit.brandId, filter.brandId) : undefined,
    filter.target ? eq(operatorAudit.target, filter.target) : undefined,
    filter.from !== undefined ? gte(operatorAudit.at, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(operatorAudit.at, new Date(filter.to)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(operatorAudit).where(where),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, at: r.at.toISOString(), actor: r.actor, ip: r.ip, brandId: r.brandId, action: r.action, target: r.target, detail: r.detail as Record<string, unknown> })),
    total: counted?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
