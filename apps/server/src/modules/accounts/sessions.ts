import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { members, rgMemberState, sessions } from '../../db/schema';
import { channels, notify, type SessionRevokedEvent } from '../../lib/notify';
import type { SessionMember } from '../../lib/session-member';
import { sessionPlayEndsAt } from '../responsible-gaming/state';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { endMemberRefreshTokens } from './refresh-tokens';

export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** lastSeenAt is written at most this often */
const TOUCH_MS = 60_000;

/** The logged-in member a handler sees (CallContext.member). */
export type { SessionMember };

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
      createdAt: sessions.createdAt,
      blockKind: rgMemberState.blockKind,
      blockUntil: rgMemberState.blockUntil,
      blockAllBrands: rgMemberState.blockAllBrands,
      sessionLimitMinutes: rgMemberState.sessionLimitMinutes,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    // responsible gaming (issue 17): the block and the session time limit come with the session
    .leftJoin(rgMemberState, eq(rgMemberState.memberId, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('session_lookup');
}

/**
 * Sessions resolved in the last few seconds, by token hash: a page's burst of calls (and a player's rapid bets) costs
 * one lookup. Revocation through this module drops the entries at once in this process, and through the
 * session_revoked notification (listenForRevocations) in every other process on the database as soon as it commits.
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
interface CachedSession {
  member: SessionMember;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}
interface SessionCache {
  entries: Map<string, CachedSession>;
  /** sessions and members revoked lately (id -> ms): a lookup that raced the revocation does not cache its answer */
  revokedSessions: Map<number, number>;
  revokedMembers: Map<number, number>;
}
const sessionCaches = new WeakMap<Db, SessionCache>();
function sessionCacheOf(db: Db) {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = { entries: new Map(), revokedSessions: new Map(), revokedMembers: new Map() }));
  return cache;
}
function noteRevocation(revoked: Map<number, number>, id: number) {
  const now = Date.now();
  // old notes go as new ones come, so the maps stay small
  for (const [key, at] of revoked) if (now - at >= SESSION_CACHE_MS) revoked.delete(key);
  revoked.set(id, now);
}
const revokedLately = (revoked: Map<number, number>, id: number, now: number) => {
  const at = revoked.get(id);
  if (at !== undefined && now - at >= SESSION_CACHE_MS) revoked.delete(id);
  return at !== undefined && now - at < SESSION_CACHE_MS;
};

/** The member of a token on this brand, or null when the token is unknown, revoked, expired or idle too long. */
export async function resolveSession(db: Db, token: string, brandId: string): Promise<SessionMember | null> {
  if (!token || token.length > 128) return null;
  const tokenHash = sha256Hex(token);
  const cache = sessionCacheOf(db);
  const now = Date.now();
  const hit = cache.entries.get(tokenHash);
  if (hit && now - hit.cachedAt < SESSION_CACHE_MS && now - hit.lastSeenAt <= TOUCH_MS && hit.expiresAt > now) {
    return hit.member.brandId === brandId ? hit.member : null;
  }
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, (statement = prepareSessionLookup(db)));
  const [row] = await statement.execute({ tokenHash });
  if (!row) {
    cache.entries.delete(tokenHash);
    return null;
  }
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
    lastSeenAt = now;
  }
  const { lastSeenAt: _l, expiresAt, createdAt, blockKind, blockUntil, blockAllBrands, sessionLimitMinutes, ...session } = row;
  const member: SessionMember = {
    ...session,
    playBlock: blockKind ? { kind: blockKind as 'timeOut', until: blockUntil?.getTime() ?? null, allBrands: blockAllBrands ?? false } : null,
    sessionEndsAt: sessionPlayEndsAt(createdAt, blockUntil, sessionLimitMinutes),
  };
  if (!revokedLately(cache.revokedSessions, member.sessionId, now) && !revokedLately(cache.revokedMembers, member.id, now)) {
    // the oldest entry makes room (a Map keeps insertion order)
    if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(tokenHash, { member, lastSeenAt, expiresAt: expiresAt.getTime(), cachedAt: now });
  }
  return member.brandId === brandId ? member : null;
}

function forgetCachedSessions(db: Db, matches: (member: SessionMember) => boolean) {
  const { entries } = sessionCacheOf(db);
  for (const [key, entry] of entries) if (matches(entry.member)) entries.delete(key);
}

export async function revokeSession(db: Db, sessionId: number) {
  noteRevocation(sessionCacheOf(db).revokedSessions, sessionId);
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await notify(tx, channels.sessionRevoked, { sessionId } satisfies SessionRevokedEvent);
  });
  // after the write: a lookup racing the revocation cannot cache the session again
  forgetCachedSessions(db, (m) => m.sessionId === sessionId);
}

/** Ends every session of a member and its remembered browsers (after a password change or reset). */
export async function revokeMemberSessions(db: Db, memberId: number) {
  noteRevocation(sessionCacheOf(db).revokedMembers, memberId);
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    // and no remembered browser logs in again with its refresh token
    await endMemberRefreshTokens(tx, memberId);
    await notify(tx, channels.sessionRevoked, { memberId } satisfies SessionRevokedEvent);
  });
  forgetCachedSessions(db, (m) => m.id === memberId);
}

/** What a revocation notification drops from this process's cache (the push channel closes the sockets itself). */
export function forgetRevoked(db: Db, event: SessionRevokedEvent) {
  if ('sessionId' in event) {
    noteRevocation(sessionCacheOf(db).revokedSessions, event.sessionId);
    forgetCachedSessions(db, (m) => m.sessionId === event.sessionId);
  } else {
    noteRevocation(sessionCacheOf(db).revokedMembers, event.memberId);
    forgetCachedSessions(db, (m) => m.id === event.memberId);
  }
}

/** Drops sessions revoked by any process on this database from this process's cache as the revocation commits. */
export function listenForRevocations(database: Database) {
  return database.listen(channels.sessionRevoked, (payload) => {
    try {
      forgetRevoked(database.db, JSON.parse(payload) as SessionRevokedEvent);
    } catch {
      // not ours: the channel carries only JSON from notify()
    }
  });
}
