import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockEvents } from '../../db/schema';

const lockEventView = (e: typeof loginLockEvents.$inferSelect) => ({
  id: e.id,
  brandId: e.brandId,
  username: e.username,
  scope: e.scope,
  ip: e.ip,
  userAgent: e.userAgent,
  failures: e.failures,
  lockedAt: e.lockedAt.toISOString(),
  lockedUntil: e.lockedUntil.toISOString(),
});
export type LockEventView = ReturnType<typeof lockEventView>;

/** Login locks, newest first, of the brands given and one username when given (recordLockEvent writes them). */
export async function listLockEvents(db: Db, filter: { brandIds: string[]; username?: string; limit: number }): Promise<LockEventView[]> {
  const { brandIds, username, limit } = filter;
  if (!brandIds.length) return [];
  const rows = await db
    .select()
    .from(loginLockEvents)
    .where(
      and(
        inArray(loginLockEvents.brandId, brandIds),
        username ? eq(loginLockEvents.username, username.trim().toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(loginLockEvents.lockedAt), desc(loginLockEvents.id))
    .limit(limit);
  return rows.map(lockEventView);
}
