import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { captchas, loginTickets, outbox, powChallenges, sessions, throttles, verificationCodes } from '../../db/schema';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Deletes spent and expired one-time rows (captchas, challenges, codes, tickets, old sessions, idle counters, old outbox mail). */
export async function purgeExpired(db: Db, now = Date.now()) {
  const ago = (ms: number) => new Date(now - ms);
  await db.delete(captchas).where(lt(captchas.expiresAt, ago(HOUR)));
  await db.delete(powChallenges).where(lt(powChallenges.expiresAt, ago(HOUR)));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, ago(DAY)));
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, ago(DAY)));
  await db.delete(sessions).where(or(lt(sessions.expiresAt, ago(DAY)), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ago(DAY))), lt(sessions.lastSeenAt, ago(8 * DAY))));
  await db.delete(throttles).where(and(lt(throttles.lastAt, ago(DAY)), or(isNull(throttles.blockedUntil), lt(throttles.blockedUntil, ago(0)))));
  await db.delete(outbox).where(lt(outbox.createdAt, ago(7 * DAY)));
}

/** Runs the purge every 10 minutes in one server process of those sharing the database (a lease); returns a stop function. */
export function schedulePurge(db: Db, log: FastifyBaseLogger, everyMs = 10 * 60_000) {
  return everyUnderLease(db, 'purge', everyMs, () => purgeExpired(db).catch(jobFailed(log, 'purge of expired rows failed')));
}
