/**
 * The operator audit trail: every change an operator makes (admin routes, the admin CLI) writes one row, inside the
 * transaction of the change itself, so a change without its row (or a row without its change) cannot exist.
 */
import { desc } from 'drizzle-orm';
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
