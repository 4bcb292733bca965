import type { RiskFlag, RiskFlagDetail, RiskFlagKind } from '@app/contract/operators-risk';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, riskFlags } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { payHeldRewards } from './held-rewards';

/**
 * Raises a flag, or counts a hit on the member's open flag of the kind (keeping the latest detail and the higher
 * score), in one statement: the partial unique index (one open flag per member and kind) decides between concurrent
 * events, so 40 deposits at once make one flag with its hits.
 */
export async function raiseFlag(tx: Db, flag: { brandId: string; memberId: number; kind: RiskFlagKind; score: number; detail: RiskFlagDetail }) {
  await tx.execute(sql`
    insert into risk_flags (brand_id, member_id, kind, score, detail)
    values (${flag.brandId}, ${flag.memberId}, ${flag.kind}, ${flag.score}, ${JSON.stringify(flag.detail)}::jsonb)
    on conflict (member_id, kind) where status = 'open'
    do update set hits = risk_flags.hits + 1, last_seen_at = now(), detail = excluded.detail, score = greatest(risk_flags.score, excluded.score)`);
}

const flagColumns = { flag: riskFlags, username: members.username };
type FlagRow = { flag: typeof riskFlags.$inferSelect; username: string };

function view({ flag: f, username }: FlagRow): RiskFlag {
  return {
    id: f.id,
    brandId: f.brandId,
    memberId: f.memberId,
    username,
    kind: f.kind as RiskFlagKind,
    score: f.score,
    status: f.status as RiskFlag['status'],
    detail: f.detail,
    hits: f.hits,
    createdAt: f.createdAt.toISOString(),
    lastSeenAt: f.lastSeenAt.toISOString(),
    resolvedAt: f.resolvedAt?.toISOString() ?? null,
    resolvedBy: f.resolvedBy,
    note: f.note,
  };
}

/** Flags of the given brands, newest first (an operator's brands; one member's with memberId). */
export async function listFlags(db: Db, brandIds: string[], query: { status?: string; kind?: string; memberId?: number; pageNo: number; pageSize: number }) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  const where: SQL[] = [inArray(riskFlags.brandId, brandIds)];
  if (query.status) where.push(eq(riskFlags.status, query.status));
  if (query.kind) where.push(eq(riskFlags.kind, query.kind));
  if (query.memberId) where.push(eq(riskFlags.memberId, query.memberId));
  const [rows, [counted]] = await Promise.all([
    db
      .select(flagColumns)
      .from(riskFlags)
      .innerJoin(members, eq(members.id, riskFlags.memberId))
      .where(and(...where))
      .orderBy(desc(riskFlags.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(riskFlags).where(and(...where)),
  ]);
  return { list: rows.map(view), total: counted?.n ?? 0, ...page };
}

/** The brand of a flag (null: none). */
export async function flagBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: riskFlags.brandId }).from(riskFlags).where(eq(riskFlags.id, id));
  return row?.brandId ?? null;
}

/**
 * Resolves an open flag with the operator's note, audited in the same transaction; a resolved one stays as it was.
 * When no open flag holds the member's rewards any more, the rewards held meanwhile are paid in this transaction.
 * The member's row is locked first: two flags of one member resolved at once take turns, so the second sees the
 * first resolved and pays what the two held (neither would, each seeing the other's flag still open).
 */
export async function resolveFlag(db: Db, operator: Operator, id: number, note: string) {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ memberId: riskFlags.memberId }).from(riskFlags).where(eq(riskFlags.id, id));
    if (!target) throw new AppError('NOT_FOUND', { id });
    await tx.select({ id: members.id }).from(members).where(eq(members.id, target.memberId)).for('update');
    const [flag] = await tx
      .update(riskFlags)
      .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: operator.actor, note })
      .where(and(eq(riskFlags.id, id), eq(riskFlags.status, 'open')))
      .returning();
    if (!flag) {
      const [seen] = await tx.select({ status: riskFlags.status }).from(riskFlags).where(eq(riskFlags.id, id));
      throw new AppError('INVALID_STATE', { status: seen?.status ?? 'resolved' });
    }
    const paidHeldRewards = await payHeldRewards(tx, operator, { brandId: flag.brandId, memberId: flag.memberId });
    await recordAudit(tx, operator, {
      brandId: flag.brandId,
      action: 'risk-flag.resolve',
      target: `member:${flag.memberId}`,
      detail: { flagId: id, kind: flag.kind, score: flag.score, note, ...(paidHeldRewards.length ? { paidHeldRewards } : {}) },
    });
  });
  const [row] = await db.select(flagColumns).from(riskFlags).innerJoin(members, eq(members.id, riskFlags.memberId)).where(eq(riskFlags.id, id));
  return view(row!);
}

/** Open flags per member (count and highest score), for the withdrawal queue. */
export async function openFlagSummary(db: Db, memberIds: number[]) {
  if (!memberIds.length) return new Map<number, { open: number; maxScore: number }>();
  const rows = await db
    .select({ memberId: riskFlags.memberId, open: sql<number>`count(*)::int`, maxScore: sql<number>`max(${riskFlags.score})::int` })
    .from(riskFlags)
    .where(and(inArray(riskFlags.memberId, [...new Set(memberIds)]), eq(riskFlags.status, 'open')))
    .groupBy(riskFlags.memberId);
  return new Map(rows.map((r) => [r.memberId, { open: r.open, maxScore: r.maxScore }]));
}
