/** Small readers the risk rules share (triggers.ts, abuse-triggers.ts). */
import type { RiskFlagDetail } from '@app/contract/operators-risk';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type Shared = NonNullable<RiskFlagDetail['shared']>;
/** How many other members a flag names at most (the rest are found from the linked accounts). */
export const MAX_SHARED = 20;
/** How far back a shared address or device counts. */
export const SHARED_DAYS = 30;

export const sinceDay = (days = SHARED_DAYS) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The rows of a query answering (reason, member_id), with each member's username, ordered, at most MAX_SHARED. */
export async function sharedRows(db: Db, query: SQL): Promise<Shared> {
  const result = await db.execute(sql`select x.reason, x.member_id, m.username from (${query}) x join members m on m.id = x.member_id order by x.member_id, x.reason limit ${MAX_SHARED}`);
  return (result as unknown as { rows: Array<{ reason: Shared[number]['reason']; member_id: number; username: string }> }).rows.map((r) => ({ reason: r.reason, memberId: Number(r.member_id), username: r.username }));
}

export const countOf = async (db: Db, query: SQL) => Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
