/**
 * "Remember me" (issue 31, migration 0057): a browser that asked for it keeps a refresh token in an httpOnly,
 * SameSite=Lax cookie scoped to the session calls, for 30 days; the installed app and a new tab open logged in by
 * trading it for a new session (sessionRefresh). Each use rotates it (a new token of the same family, the old one
 * spent). A spent token shown again more than a few seconds later is a stolen copy: its whole family ends. Two tabs
 * opening together may both show the same token within that grace and both get a session. A logout ends the family;
 * a password change or reset (revokeMemberSessions) every family of the member.
 */
import { REMEMBER_ME_DAYS } from '@app/contract/session';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

export const REFRESH_COOKIE = 'rt';
const COOKIE_PATH = '/wps/session';
const MAX_AGE_S = REMEMBER_ME_DAYS * 86_400;
/** two tabs opening together both show the token they found: the later one within this is not a theft */
const CONCURRENT_USE_MS = 15_000;

type TokenRow = typeof refreshTokens.$inferSelect;

export function refreshCookieOf(request: FastifyRequest) {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The readable cookie saying a refresh cookie is there (the app asks for a session only then: no call for visitors). */
export const REMEMBERED_HINT_COOKIE = 'remembered';

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string | null) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const age = token ? MAX_AGE_S : 0;
  reply.header('set-cookie', [
    `${REFRESH_COOKIE}=${token ?? ''}; Max-Age=${age}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`,
    `${REMEMBERED_HINT_COOKIE}=${token ? '1' : ''}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`,
  ]);
}

async function issue(db: Db, input: { memberId: number; brandId: string; family: string }) {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    memberId: input.memberId,
    brandId: input.brandId,
    family: input.family,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + MAX_AGE_S * 1000),
  });
  return token;
}

/** A new family for the session just created with this session token (the login that asked "Remember me"). */
export async function rememberSession(db: Db, sessionToken: string) {
  const [session] = await db.select({ memberId: sessions.memberId, brandId: sessions.brandId }).from(sessions).where(eq(sessions.tokenHash, sha256Hex(sessionToken)));
  if (!session) return null;
  return issue(db, { ...session, family: randomToken(12) });
}

/**
 * Spends a refresh token of the brand and answers the member and its successor, or null (unknown, expired, ended,
 * another brand's, or a stolen copy: then its family ends too). The spend is one guarded update, so of two uses at
 * once one spends it and the other is the concurrent use the grace allows.
 */
export async function rotateRefreshToken(db: Db, brandId: string, token: string): Promise<{ memberId: number; token: string } | null> {
  const hash = sha256Hex(token);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  if (!row || row.brandId !== brandId || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning();
  if (!spent && !isConcurrentUse(row)) {
    await endFamily(db, row.family);
    return null;
  }
  return { memberId: row.memberId, token: await issue(db, row) };
}

const isConcurrentUse = (row: TokenRow) => row.usedAt !== null && Date.now() - row.usedAt.getTime() < CONCURRENT_USE_MS;

export async function endFamily(db: Db, family: string) {
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Logout: the family of the browser's token ends (its other tabs' sessions end with their own logout or expiry). */
export async function forgetRefreshToken(db: Db, token: string) {
  const [row] = await db.select({ family: refreshTokens.family }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (row) await endFamily(db, row.family);
}

/** "Log out everywhere else": every remembered browser of the member but this one (its refresh token, if any). */
export async function endOtherRefreshFamilies(db: Db, memberId: number, keepToken: string | null) {
  const [kept] = keepToken ? await db.select({ family: refreshTokens.family }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(keepToken))) : [];
  await db.execute(sql`update refresh_tokens set revoked_at = now() where member_id = ${memberId} and revoked_at is null and family <> ${kept?.family ?? ''}`);
}

/** A password change or reset: no remembered browser of the member logs in again. */
export async function endMemberRefreshTokens(db: Db, memberId: number) {
  await db.execute(sql`update refresh_tokens set revoked_at = now() where member_id = ${memberId} and revoked_at is null`);
}
