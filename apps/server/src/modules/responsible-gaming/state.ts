/**
 * The member's responsible-gaming state row: the running block and the lock the money paths and the limit changes
 * take. A member without a row has no limit and no block (the money paths then skip every check).
 */
import type { RgBlockKind, RgPlayBlock } from '@app/contract/responsible-gaming';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rgMemberState } from '../../db/schema';

export type StateRow = typeof rgMemberState.$inferSelect;

/** The block a state row holds if it still runs at `now`. */
export function runningBlock(state: Pick<StateRow, 'blockKind' | 'blockUntil' | 'blockAllBrands'> | null | undefined, now = new Date()): RgPlayBlock | null {
  if (!state?.blockKind) return null;
  if (state.blockUntil && state.blockUntil.getTime() <= now.getTime()) return null;
  return { kind: state.blockKind as RgBlockKind, until: state.blockUntil?.getTime() ?? null, allBrands: state.blockAllBrands };
}

/**
 * When a login session's play time runs out under the member's session time limit (null: no limit). Play time counts
 * from the login, or from the end of a block the session was opened during.
 */
export function sessionPlayEndsAt(sessionCreatedAt: Date, blockUntil: Date | null, limitMinutes: number | null): number | null {
  if (!limitMinutes) return null;
  return Math.max(sessionCreatedAt.getTime(), blockUntil?.getTime() ?? 0) + limitMinutes * 60_000;
}

/** Locks the member's state row (FOR UPDATE) inside the caller's transaction; undefined when the member has none. */
export async function lockState(tx: Db, memberId: number) {
  const [row] = await tx.select().from(rgMemberState).where(eq(rgMemberState.memberId, memberId)).for('update');
  return row;
}

/** Creates the member's state row if missing, then locks it. */
export async function ensureLockedState(tx: Db, member: { id: number; brandId: string }) {
  await tx.insert(rgMemberState).values({ memberId: member.id, brandId: member.brandId }).onConflictDoNothing();
  return (await lockState(tx, member.id))!;
}

/** The member's running block, read without a lock (login, grants, messages). */
export async function playBlockOf(db: Db, memberId: number, now = new Date()) {
  const [row] = await db.select().from(rgMemberState).where(eq(rgMemberState.memberId, memberId));
  return runningBlock(row, now);
}
