/**
 * A member's sessions and devices (issue 31): the open sessions (not ended, not expired) with the device each came
 * from, and ending one or every other one. Ending goes through revokeSession, so every process drops the session at
 * once and its tabs' push channels close (they log out).
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { revokeSession } from './sessions';

const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent; what cannot be read says so. */
export function deviceOf(userAgent: string | null) {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

const open = (memberId: number) => and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

export async function memberSessions(db: Db, member: { id: number; sessionId: number }) {
  const rows = await db.select().from(sessions).where(open(member.id)).orderBy(desc(sessions.lastSeenAt)).limit(50);
  return {
    list: rows.map((s) => ({ id: s.id, current: s.id === member.sessionId, device: deviceOf(s.userAgent), ip: s.ip, createdAt: s.createdAt.getTime(), lastSeenAt: s.lastSeenAt.getTime() })),
  };
}

/** Ends one of the member's open sessions (another member's, or one already ended, is not found). */
export async function endMemberSession(db: Db, member: { id: number }, sessionId: number) {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(and(open(member.id), eq(sessions.id, sessionId)));
  if (!row) throw new AppError('NOT_FOUND', { id: sessionId });
  await revokeSession(db, sessionId);
  return { ended: 1 };
}

/** Ends every open session of the member but the one asking. */
export async function endOtherMemberSessions(db: Db, member: { id: number; sessionId: number }) {
  const others = await db.select({ id: sessions.id }).from(sessions).where(and(open(member.id), ne(sessions.id, member.sessionId)));
  for (const other of others) await revokeSession(db, other.id);
  return { ended: others.length };
}
