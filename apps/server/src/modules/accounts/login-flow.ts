import type { BrandConfig } from '@app/contract/brand';
import { isTrialType, type LoginValue, type LoginVerificationMethod, type MemberType } from '@app/contract/session';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockEvents, loginTickets, memberIps, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail, maskMobile } from '../../lib/masks';
import { createSession } from './sessions';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { playBlockOf } from '../responsible-gaming/state';
import { recordSighting } from './shared-identity';
import { noteNewDevice } from './login-notices';
import { twoFactorEnabled } from './two-factor';

export type MemberRow = typeof members.$inferSelect;

export const TICKET_TTL_MS = 10 * 60_000;
export const TICKET_MAX_ATTEMPTS = 5;

export function isPasswordExpired(brand: BrandConfig, member: MemberRow) {
  const days = brand.register.passwordExpiryDays;
  if (!days || !member.passwordHash || isTrialType(member.type)) return false;
  return member.passwordChangedAt.getTime() + days * 86_400_000 <= Date.now();
}

/** Creates the session, remembers the IP, the device (multi-account checks) and the login time, and answers the login value. */
/** An operator's suspension or closure keeps the account out, whichever way it signs in (issue 28). */
export function requireActiveAccount(member: Pick<MemberRow, 'status'>) {
  if (member.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
  if (member.status === 'closed') throw new AppError('ACCOUNT_CLOSED');
}

export async function completeLogin(
  db: Db,
  input: { member: MemberRow; brand: BrandConfig; ip: string; userAgent?: string; installId?: string; forceChangePassword: boolean; passwordExpired: boolean },
): Promise<LoginValue> {
  const { member } = input;
  requireActiveAccount(member);
  const token = await createSession(db, {
    memberId: member.id,
    brandId: input.brand.id,
    ip: input.ip,
    userAgent: input.userAgent,
    mustChangePassword: input.forceChangePassword,
  });
  const now = new Date();
  await rememberIp(db, member.id, input.ip);
  // before this login's sighting: a device the member never logged in from is told of by email or SMS
  await noteNewDevice(db, { brandId: input.brand.id, member, ip: input.ip, installId: input.installId, userAgent: input.userAgent });
  await recordSighting(db, { brandId: input.brand.id, memberId: member.id, ip: input.ip, installId: input.installId, userAgent: input.userAgent });
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id));
  return {
    token,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: input.passwordExpired,
    forceChangePassword: input.forceChangePassword,
    userName: member.username,
    account: member.username,
    isAgent: member.type as MemberType,
    // a time-out or self-exclusion: the client shows its end and the way to withdraw (responsible gaming)
    playBlock: await playBlockOf(db, member.id, now),
  };
}

export async function rememberIp(db: Db, memberId: number, ip: string) {
  if (!ip) return;
  const now = new Date();
  await db
    .insert(memberIps)
    .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeenAt: now } });
}

/** Second-factor methods for this member's login setting: 'auto' means SMS when a mobile number is known. */
export function secondFactorMethods(member: MemberRow): LoginVerificationMethod[] {
  const setting = member.loginVerification.trim();
  if (setting === 'none') return [];
  if (setting === 'auto') return member.mobileNum ? ['sms'] : [];
  const wanted = setting.split(',').map((s) => s.trim());
  const methods: LoginVerificationMethod[] = [];
  if (wanted.includes('sms') && member.mobileNum) methods.push('sms');
  if (wanted.includes('email') && member.email) methods.push('email');
  if (wanted.includes('bank') && member.bankAccountName) methods.push('bank');
  return methods;
}

/**
 * The methods to ask for when this login comes from an IP the member never used (and the member has used others):
 * the authenticator app first when the member has one (whatever the login setting offers besides), then the setting's.
 */
export async function newIpVerification(db: Db, member: MemberRow, ip: string): Promise<LoginVerificationMethod[]> {
  if (isTrialType(member.type)) return [];
  const methods: LoginVerificationMethod[] = [...((await twoFactorEnabled(db, member.id)) ? (['totp'] as const) : []), ...secondFactorMethods(member)];
  if (!methods.length) return [];
  const [known] = await db
    .select({ total: sql<number>`count(*)::int`, here: sql<number>`count(*) filter (where ${memberIps.ip} = ${ip})::int` })
    .from(memberIps)
    .where(eq(memberIps.memberId, member.id));
  if (!known || known.total === 0 || known.here > 0) return [];
  return methods;
}

export async function createLoginTicket(
  db: Db,
  input: { member: MemberRow; brand: BrandConfig; ip: string; methods: LoginVerificationMethod[]; forceChangePassword: boolean; passwordExpired: boolean },
) {
  const ticket = randomToken(24);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await db.insert(loginTickets).values({
    ticketHash: sha256Hex(ticket),
    memberId: input.member.id,
    brandId: input.brand.id,
    methods: input.methods.join(','),
    ip: input.ip,
    forceChangePassword: input.forceChangePassword,
    passwordExpired: input.passwordExpired,
    createdAt: now,
    expiresAt,
  });
  return {
    methods: input.methods,
    ticket,
    maskedMobile: input.methods.includes('sms') ? maskMobile(input.member.countryDialingCode, input.member.mobileNum) : null,
    maskedEmail: input.methods.includes('email') ? maskEmail(input.member.email) : null,
    expiresAt: expiresAt.getTime(),
  };
}

/** A live ticket of this brand and client, or null. */
export async function findTicket(db: Db, ticket: string, brandId: string) {
  const [row] = await db
    .select()
    .from(loginTickets)
    .where(and(eq(loginTickets.ticketHash, sha256Hex(ticket)), eq(loginTickets.brandId, brandId)));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= TICKET_MAX_ATTEMPTS) return null;
  return row;
}

/**
 * Counts one try of the ticket's second factor, before it is checked, in the statement that checks the limit: at most
 * TICKET_MAX_ATTEMPTS tries are ever checked, however many arrive together. False when the ticket is spent or used up.
 */
export async function claimTicketAttempt(db: Db, ticketId: number) {
  const [row] = await db
    .update(loginTickets)
    .set({ attempts: sql`${loginTickets.attempts} + 1` })
    .where(
      and(
        eq(loginTickets.id, ticketId),
        lt(loginTickets.attempts, TICKET_MAX_ATTEMPTS),
        isNull(loginTickets.consumedAt),
        gt(loginTickets.expiresAt, new Date()),
      ),
    )
    .returning({ id: loginTickets.id });
  return Boolean(row);
}

/** The device part of a login client: a short hash of its user agent (the IP is the other part). */
export const deviceFingerprint = (userAgent: string | undefined) => sha256Hex(userAgent ?? '').slice(0, 16);

/** Records that a client was locked out (of one account, or of all by IP), for the operator's list. */
export async function recordLockEvent(
  db: Db,
  input: { brandId: string; username: string; scope: 'account' | 'ip'; ip: string; userAgent?: string; failures: number; until: Date },
) {
  await db.insert(loginLockEvents).values({
    brandId: input.brandId,
    username: input.username,
    scope: input.scope,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 255) ?? null,
    failures: input.failures,
    lockedAt: new Date(),
    lockedUntil: input.until,
  });
}
