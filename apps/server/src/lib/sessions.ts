import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';
import { randomToken, sha256Hex } from './tokens';

export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** lastSeenAt is written at most this often */
const TOUCH_MS = 60_000;

/** The logged-in member a handler sees (CallContext.member). */
export interface SessionMember {
  sessionId: number;
  id: number;
  brandId: string;
  username: string;
  type: number;
  nickname: string;
  mustChangePassword: boolean;
}

export async function createSession(
  db: Db,
  input: { memberId: number; brandId: string; ip: string; userAgent?: string; mustChangePassword: boolean },
): Promise<string> {
  const token = randomToken(32);
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    memberId: input.memberId,
    brandId: input.brandId,
    mustChangePassword: input.mustChangePassword,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 255) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** Every logged-in call looks its session up: one prepared statement per database (planned once on PostgreSQL). */
const sessionStatements = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      brandId: sessions.brandId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      mustChangePassword: sessions.mustChangePassword,
      id: members.id,
      username: members.username,
      type: members.type,
      nickname: members.nickname,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('session_lookup');
}

/** The member of a token on this brand, or null when the token is unknown, revoked, expired or idle too long. */
export async function resolveSession(db: Db, token: string, brandId: string): Promise<SessionMember | null> {
  if (!token || token.length > 128) return null;
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, (statement = prepareSessionLookup(db)));
  const [row] = await statement.execute({ tokenHash: sha256Hex(token) });
  if (!row || row.brandId !== brandId) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _l, expiresAt: _e, ...member } = row;
  return member;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member (after a password change or reset). */
export async function revokeMemberSessions(db: Db, memberId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
