/**
 * The points ledger: every change of a member's points is one point_transactions row with the balance after it, and
 * the member's point_balances row changes in the same statement. Points never go below 0 (INSUFFICIENT_POINTS) and
 * never expire. Idempotent by key per member: a key used before changes nothing and returns the first row.
 * Points earned from turnover are written by the database triggers (migration 0017) with the same rules. Callers
 * serialise one key themselves (they hold the row that earned it, e.g. the mission progress or the redemption).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';

export type PointKind = 'earn' | 'mission' | 'redeem' | 'refund' | 'convert' | 'referral' | 'adjust';

export interface PointPosting {
  brandId: string;
  memberId: number;
  kind: PointKind;
  /** positive to add, negative to spend */
  change: number;
  meta?: Record<string, unknown>;
  /** unique per member; null: not idempotent (operator adjustments carry their own audit) */
  idempotencyKey: string | null;
}

export interface PostedPoints {
  transactionId: number;
  /** the member's points after the change */
  balance: number;
  duplicate: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Adds or spends points in one statement: the balance row is created or changed (refusing to go negative) and the
 * ledger row written with the new balance. Run inside the caller's transaction to tie it to the caller's rows.
 */
export async function postPoints(db: Db, p: PointPosting): Promise<PostedPoints> {
  if (!Number.isSafeInteger(p.change) || p.change === 0) throw new Error(`a points change must be a non-zero integer: ${p.change}`);
  return db.transaction(async (tx) => {
    if (p.idempotencyKey) {
      const [first] = rowsOf<{ id: string; balance_after: string }>(
        await tx.execute(sql`select id, balance_after from point_transactions where member_id = ${p.memberId} and idempotency_key = ${p.idempotencyKey}`),
      );
      if (first) return { transactionId: Number(first.id), balance: Number(first.balance_after), duplicate: true };
    }
    const earned = p.kind === 'refund' || p.kind === 'adjust' ? 0 : Math.max(0, p.change);
    // a spend only changes an existing balance that covers it; an addition creates the balance row when needed
    const changed =
      p.change < 0
        ? await tx.execute(sql`
            update point_balances set points = points + ${p.change}::bigint, updated_at = now()
            where member_id = ${p.memberId} and points + ${p.change}::bigint >= 0
            returning points`)
        : await tx.execute(sql`
            insert into point_balances as b (member_id, brand_id, points, earned_total)
            values (${p.memberId}, ${p.brandId}, ${p.change}, ${earned})
            on conflict (member_id) do update set points = b.points + ${p.change}::bigint, earned_total = b.earned_total + ${earned}, updated_at = now()
            returning b.points`);
    const [balance] = rowsOf<{ points: string }>(changed);
    if (!balance) {
      const current = await pointsOf(tx, p.memberId);
      throw new AppError('INSUFFICIENT_POINTS', { points: current.points, required: -p.change });
    }
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into point_transactions (brand_id, member_id, kind, change, balance_after, meta, idempotency_key)
        values (${p.brandId}, ${p.memberId}, ${p.kind}, ${p.change}, ${balance.points}, ${JSON.stringify(p.meta ?? {})}::jsonb, ${p.idempotencyKey})
        returning id`),
    );
    return { transactionId: Number(row!.id), balance: Number(balance.points), duplicate: false };
  });
}

/** The member's points (0 before the first change). */
export async function pointsOf(db: Db, memberId: number): Promise<{ points: number; earnedTotal: number }> {
  const [row] = rowsOf<{ points: string; earned_total: string }>(await db.execute(sql`select points, earned_total from point_balances where member_id = ${memberId}`));
  return { points: Number(row?.points ?? 0), earnedTotal: Number(row?.earned_total ?? 0) };
}
