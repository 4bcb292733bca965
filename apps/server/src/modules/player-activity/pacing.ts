import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerActivity } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The pack's slot pacing: claims the member's next round start in one guarded statement, so of two requests at once
 * only one can pass (the upsert locks the row; the other sees the new time and fails the guard). Runs inside the
 * round's transaction: a round that fails (balance, idempotency) gives its claim back.
 */
export async function claimSpinSlot(tx: Db, memberId: number, minSpinMs: number, now = new Date()) {
  const earliestPrevious = new Date(now.getTime() - minSpinMs);
  const claimed = await tx
    .insert(playerActivity)
    .values({ memberId, lastSpinAt: now })
    .onConflictDoUpdate({
      target: playerActivity.memberId,
      set: { lastSpinAt: now },
      setWhere: sql`${playerActivity.lastSpinAt} is null or ${playerActivity.lastSpinAt} <= ${earliestPrevious.toISOString()}::timestamptz`,
    })
    .returning({ memberId: playerActivity.memberId });
  if (claimed.length) return;
  const [row] = await tx.select({ lastSpinAt: playerActivity.lastSpinAt }).from(playerActivity).where(eq(playerActivity.memberId, memberId));
  const retryAt = (row?.lastSpinAt?.getTime() ?? now.getTime()) + minSpinMs;
  throw new AppError('SPIN_TOO_FAST', { minSpinMs, retryAfterMs: Math.max(0, retryAt - now.getTime()), retryAt });
}
