import type { Db } from '../../db/client';
import type { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from './passwords';
import { checkSecret, retryAfterSeconds, type FailurePolicy } from './throttle';

type MemberRow = typeof members.$inferSelect;

/**
 * Wrong login passwords typed inside a session (changing the password, re-binding a number or address): 5 an hour,
 * then a 15-minute wait that doubles up to 4 hours. Longer than a failed login's lock: whoever types here already holds
 * a session, and the lock keeps them from nothing but these changes.
 */
export const sessionPasswordPolicy: FailurePolicy = { window: 3600_000, threshold: 5, baseBlock: 15 * 60_000, maxBlock: 4 * 3600_000 };
/**
 * The member's own counter, apart from the account's login counters: strangers' failed logins do not lock the owner's
 * session out of these changes, and the owner's typos here do not put a captcha or a lock on the account's login.
 */
export const sessionPasswordKey = (memberId: number) => `secret:password:${memberId}`;

/**
 * Checks the login password a member types inside a session: OLD_PASSWORD_INCORRECT { field }, or ACCOUNT_LOCKED
 * { retryAfterSeconds } from the failure that reaches the policy's threshold on. Counted before the check (checkSecret).
 */
export async function verifySessionPassword(db: Db, m: MemberRow, password: string, field: string) {
  const result = await checkSecret(db, sessionPasswordKey(m.id), sessionPasswordPolicy, () => verifyPassword(m.passwordHash, password));
  if (result.ok) return;
  if (result.blockedForMs) throw new AppError('ACCOUNT_LOCKED', { field, retryAfterSeconds: retryAfterSeconds(result.blockedForMs) });
  throw new AppError('OLD_PASSWORD_INCORRECT', { field });
}
