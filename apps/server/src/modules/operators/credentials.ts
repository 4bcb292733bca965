import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorCredentials, operatorRoles, operators } from '../../db/schema';
import type { SignedInOperator } from '../../lib/operator-token';
import { randomToken, sha256Hex } from '../../lib/tokens';

/** A browser session ends after this long without a call, and after SESSION_MAX_MS whatever happens. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
/** lastSeenAt is written at most this often per credential (a busy page makes many calls) */
const TOUCH_EVERY_MS = 30_000;

export type CredentialKind = 'session' | 'api_key';
const PREFIX: Record<CredentialKind, string> = { session: 'ops_s_', api_key: 'ops_k_' };

export type { SignedInOperator };

/** Issues a credential; the token is returned once and only its SHA-256 is kept. */
export async function issueCredential(db: Db, input: { operatorId: number; kind: CredentialKind; ip: string; userAgent?: string; name?: string }) {
  const token = `${PREFIX[input.kind]}${randomToken()}`;
  const [row] = await db
    .insert(operatorCredentials)
    .values({
      tokenHash: sha256Hex(token),
      operatorId: input.operatorId,
      kind: input.kind,
      name: input.name ?? null,
      prefix: input.kind === 'api_key' ? token.slice(0, 12) : null,
      ip: input.ip,
      userAgent: (input.userAgent ?? '').slice(0, 300),
    })
    .returning();
  return { token, credential: row! };
}

/**
 * The operator of a bearer token, or null: unknown, revoked, an idle or too old session, or a disabled operator.
 * A session's idle clock restarts with each call.
 */
export async function resolveCredential(db: Db, token: string, now = Date.now()): Promise<SignedInOperator | null> {
  if (!token.startsWith(PREFIX.session) && !token.startsWith(PREFIX.api_key)) return null;
  const [row] = await db
    .select({ credential: operatorCredentials, operator: operators, role: operatorRoles })
    .from(operatorCredentials)
    .innerJoin(operators, eq(operators.id, operatorCredentials.operatorId))
    .innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .where(and(eq(operatorCredentials.tokenHash, sha256Hex(token)), isNull(operatorCredentials.revokedAt)));
  if (!row || row.operator.disabledAt) return null;
  const { credential } = row;
  if (credential.kind === 'session') {
    if (credential.lastSeenAt.getTime() + SESSION_IDLE_MS <= now || credential.createdAt.getTime() + SESSION_MAX_MS <= now) return null;
  }
  if (now - credential.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(operatorCredentials).set({ lastSeenAt: new Date(now) }).where(eq(operatorCredentials.id, credential.id));
  }
  return {
    id: row.operator.id,
    username: row.operator.username,
    role: row.role.name,
    permissions: new Set(row.role.permissions),
    brandIds: row.operator.brandIds ?? null,
    credentialId: credential.id,
    kind: credential.kind as CredentialKind,
  };
}

const live = (operatorId: number, kind: CredentialKind) =>
  and(eq(operatorCredentials.operatorId, operatorId), eq(operatorCredentials.kind, kind), isNull(operatorCredentials.revokedAt));

/** The operator's open browser sessions, newest first (idle ones have ended and are not listed). */
export async function listSessions(db: Db, operator: SignedInOperator, now = Date.now()) {
  const rows = await db.select().from(operatorCredentials).where(live(operator.id, 'session')).orderBy(desc(operatorCredentials.lastSeenAt));
  return rows
    .filter((r) => r.lastSeenAt.getTime() + SESSION_IDLE_MS > now && r.createdAt.getTime() + SESSION_MAX_MS > now)
    .map((r) => ({ id: r.id, current: r.id === operator.credentialId, createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), ip: r.ip, userAgent: r.userAgent }));
}

/** Ends credentials of an operator: one (by id), every session but the current one, or all of them. */
export async function revokeCredentials(db: Db, operatorId: number, which: { id: number; kind: CredentialKind } | { allSessionsBut: number } | 'all') {
  const now = new Date();
  const base = and(eq(operatorCredentials.operatorId, operatorId), isNull(operatorCredentials.revokedAt));
  const where =
    which === 'all'
      ? base
      : 'allSessionsBut' in which
        ? and(base, eq(operatorCredentials.kind, 'session'), ne(operatorCredentials.id, which.allSessionsBut))
        : and(base, eq(operatorCredentials.id, which.id), eq(operatorCredentials.kind, which.kind));
  const ended = await db.update(operatorCredentials).set({ revokedAt: now }).where(where).returning({ id: operatorCredentials.id });
  return ended.length;
}

/** The operator's live API keys (never the key itself: it is shown once, at creation). */
export async function listApiKeys(db: Db, operatorId: number) {
  const rows = await db.select().from(operatorCredentials).where(live(operatorId, 'api_key')).orderBy(desc(operatorCredentials.id));
  return rows.map(apiKeyView);
}

export const apiKeyView = (r: typeof operatorCredentials.$inferSelect) => ({
  id: r.id,
  name: r.name ?? '',
  prefix: r.prefix ?? '',
  createdAt: r.createdAt.toISOString(),
  // a key's lastSeenAt starts at its creation: "used" means a call after that
  lastUsedAt: r.lastSeenAt.getTime() > r.createdAt.getTime() ? r.lastSeenAt.toISOString() : null,
});

/** How many live API keys an operator has (a cap keeps a leaked session from minting keys without end). */
export async function countApiKeys(db: Db, operatorId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorCredentials).where(live(operatorId, 'api_key'));
  return row?.n ?? 0;
}
