import { and, desc, eq } from 'drizzle-orm';
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

/** Login locks, newest first, of one brand and one username when given (recordLockEvent writes them). */
export async function listLockEvents(db: Db, filter: { brandId?: string; username?: string; limit: number }): Promise<LockEventView[]> {
  const { brandId, username, limit } = filter;
  const rows = await db
    .select()
    .from(loginLockEvents)
    .where(
      and(
        brandId ? eq(loginLockEvents.brandId, brandId) : undefined,
        username ? eq(loginLockEvents.username, username.trim().toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(loginLockEvents.lockedAt), desc(loginLockEvents.id))
    .limit(limit);
  return rows.map(lockEventView);
}
