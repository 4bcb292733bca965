import type { BrandConfig } from '@app/contract/brand';
import { isAccountCenterType } from '@app/contract/session';
import { isRecoveryCodeShape, RECOVERY_CODE_COUNT, TWO_FACTOR_ENROLMENT_MINUTES } from '@app/contract/two-factor';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { memberRecoveryCodes, memberTotp, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import { newTotpSecret, totpStepOf } from '../operators/totp';
import { sessionPasswordPolicy, verifySessionPassword } from './session-password';
import { checkSecret, retryAfterSeconds } from './throttle';

/*
 * Authenticator two-factor for members (issue 31): a TOTP secret per member, pending until a code from the app
 * confirms it, then the first choice of the new-IP login verification; ten single-use recovery codes for a lost
 * phone. Every code check counts against one counter per member (the session password's policy), claimed before the
 * check, so neither a burst nor new login tickets buy more guesses; an accepted 30-second step is never accepted
 * again (replay), and a recovery code is spent by the one statement that checks it is unused.
 */

/** letters and digits that cannot be mistaken for each other when read off paper (no 0/O, 1/I) */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ENROLMENT_MS = TWO_FACTOR_ENROLMENT_MINUTES * 60_000;
/** The member's own counter of wrong authenticator and recovery codes, apart from the password's. */
export const twoFactorCounterKey = (memberId: number) => `secret:totp:${memberId}`;

interface Who {
  id: number;
  type: number;
}

/** Whether the member has a confirmed authenticator. */
export async function twoFactorEnabled(db: Db, memberId: number) {
  const [row] = await db.select({ pending: memberTotp.pending }).from(memberTotp).where(eq(memberTotp.memberId, memberId));
  return row !== undefined && !row.pending;
}

/** The brand requires an authenticator of this member: an agent of a brand with security.agentTwoFactorRequired. */
export const twoFactorRequiredOf = (brand: BrandConfig, member: Pick<Who, 'type'>) => Boolean(brand.security?.agentTwoFactorRequired) && isAccountCenterType(member.type);

/** An agent session held back from the agent centre: the brand requires an authenticator and the agent has none yet. */
export async function agentLacksTwoFactor(db: Db, member: Who, brand: BrandConfig) {
  return twoFactorRequiredOf(brand, member) && !(await twoFactorEnabled(db, member.id));
}

export async function twoFactorStatus(db: Db, member: Who, brand: BrandConfig) {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.memberId, member.id));
  const enabled = row !== undefined && !row.pending;
  const [left] = enabled
    ? await db.select({ n: count() }).from(memberRecoveryCodes).where(and(eq(memberRecoveryCodes.memberId, member.id), isNull(memberRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  return { enabled, enabledAt: enabled ? (row.enabledAt?.getTime() ?? null) : null, recoveryCodesLeft: left?.n ?? 0, required: twoFactorRequiredOf(brand, member) };
}

async function memberRow(db: Db, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return row;
}

/**
 * Starts (or starts again) an enrolment after the login password: a new secret, pending until confirmed, with the
 * otpauth:// URI the app scans (issuer: the brand's name; account: the username). An enabled authenticator stays as
 * it is: TWO_FACTOR_STATE (turn it off first).
 */
export async function startTwoFactor(db: Db, input: { memberId: number; brand: BrandConfig; password: string }) {
  const member = await memberRow(db, input.memberId);
  await verifySessionPassword(db, member, input.password, 'password');
  const secret = newTotpSecret();
  const now = new Date();
  const [row] = await db
    .insert(memberTotp)
    .values({ memberId: member.id, brandId: member.brandId, secret, pending: true, createdAt: now })
    .onConflictDoUpdate({ target: memberTotp.memberId, set: { secret, createdAt: now }, setWhere: eq(memberTotp.pending, true) })
    .returning({ memberId: memberTotp.memberId });
  if (!row) throw new AppError('TWO_FACTOR_STATE', { enabled: true });
  const totp = new TOTP({ issuer: input.brand.name, label: member.username, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return { otpauthUri: totp.toString(), secret, issuer: input.brand.name, account: member.username, expiresAt: now.getTime() + ENROLMENT_MS };
}

/**
 * Counts one try of a code against the member's counter before `check` runs, and answers the refusal the member
 * sees: TWO_FACTOR_CODE_INVALID { field, attemptsLeft }, or ACCOUNT_LOCKED { field, retryAfterSeconds } once the
 * counter's threshold is reached (the wait doubles with further failures, as for the session password).
 */
async function requireCode(db: Db, memberId: number, check: () => Promise<boolean>) {
  const result = await checkSecret(db, twoFactorCounterKey(memberId), sessionPasswordPolicy, check);
  if (result.ok) return;
  if (result.blockedForMs) throw new AppError('ACCOUNT_LOCKED', { field: 'code', retryAfterSeconds: retryAfterSeconds(result.blockedForMs) });
  throw new AppError('TWO_FACTOR_CODE_INVALID', { field: 'code', attemptsLeft: result.attemptsLeft });
}

/** Spends a step of the member's enabled authenticator: each 30-second step is good once, even under a burst of the same code. */
async function spendTotp(db: Db, memberId: number, code: string) {
  const [row] = await db.select().from(memberTotp).where(and(eq(memberTotp.memberId, memberId), eq(memberTotp.pending, false)));
  const step = row ? totpStepOf(row.secret, code) : null;
  if (step === null) return false;
  const spent = await db
    .update(memberTotp)
    .set({ lastStep: step })
    .where(and(eq(memberTotp.memberId, memberId), eq(memberTotp.pending, false), lt(memberTotp.lastStep, step)))
    .returning({ memberId: memberTotp.memberId });
  return spent.length === 1;
}

const normalizedRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const recoveryHash = (memberId: number, code: string) => sha256Hex(`${memberId}:${normalizedRecoveryCode(code)}`);

/** Spends an unused recovery code of the member: the statement that marks it used is the check, so it is spent once. */
export async function spendRecoveryCode(db: Db, memberId: number, code: string) {
  const spent = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(memberRecoveryCodes.memberId, memberId), eq(memberRecoveryCodes.codeHash, recoveryHash(memberId, code)), isNull(memberRecoveryCodes.usedAt)))
    .returning({ memberId: memberRecoveryCodes.memberId });
  return spent.length === 1;
}

/**
 * The member's second factor: a current code of the enabled authenticator, or (where allowed) an unused recovery
 * code; counted, refused with TWO_FACTOR_CODE_INVALID or ACCOUNT_LOCKED. The new-IP login verification uses it.
 */
export async function passSecondFactor(db: Db, memberId: number, code: string, options: { recovery: boolean } = { recovery: true }) {
  const recovery = options.recovery && isRecoveryCodeShape(code);
  await requireCode(db, memberId, () => (recovery ? spendRecoveryCode(db, memberId, code) : spendTotp(db, memberId, code.replace(/\s+/g, ''))));
}

/** New recovery codes (the old ones go): ten groups of ten letters and digits as XXXXX-XXXXX, shown once. */
async function replaceRecoveryCodes(tx: Db, memberId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''));
  await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await tx.insert(memberRecoveryCodes).values(codes.map((c) => ({ memberId, codeHash: recoveryHash(memberId, c) })));
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

/**
 * Confirms the pending enrolment with a code from the newly set-up app: the authenticator is on (the code's step is
 * spent) and ten recovery codes are made, answered once. A pending enrolment older than 15 minutes: CODE_EXPIRED.
 */
export async function confirmTwoFactor(db: Db, memberId: number, code: string) {
  const [pending] = await db.select().from(memberTotp).where(and(eq(memberTotp.memberId, memberId), eq(memberTotp.pending, true)));
  if (!pending) throw new AppError('TWO_FACTOR_STATE', { enabled: await twoFactorEnabled(db, memberId) });
  const notBefore = new Date(Date.now() - ENROLMENT_MS);
  if (pending.createdAt <= notBefore) throw new AppError('CODE_EXPIRED', { field: 'code' });
  let step: number | null = null;
  await requireCode(db, memberId, async () => {
    step = totpStepOf(pending.secret, code);
    return step !== null;
  });
  const recoveryCodes = await db.transaction(async (tx) => {
    // the same pending secret, still in time: a second confirmation, or a restarted enrolment, finds none
    const [enabled] = await tx
      .update(memberTotp)
      .set({ pending: false, enabledAt: new Date(), lastStep: step! })
      .where(and(eq(memberTotp.memberId, memberId), eq(memberTotp.pending, true), eq(memberTotp.secret, pending.secret), gt(memberTotp.createdAt, notBefore)))
      .returning({ memberId: memberTotp.memberId });
    if (!enabled) throw new AppError('TWO_FACTOR_STATE', { enabled: true });
    return replaceRecoveryCodes(tx, memberId);
  });
  return { recoveryCodes };
}

/**
 * Turns the authenticator off: the login password, then a current code or an unused recovery code. Refused while
 * the brand requires it of the member (OPERATION_NOT_ALLOWED), and when it is not on (TWO_FACTOR_STATE).
 */
export async function disableTwoFactor(db: Db, input: { memberId: number; brand: BrandConfig; password: string; code: string }) {
  const member = await memberRow(db, input.memberId);
  if (twoFactorRequiredOf(input.brand, member)) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'agentTwoFactorRequired' });
  if (!(await twoFactorEnabled(db, member.id))) throw new AppError('TWO_FACTOR_STATE', { enabled: false });
  await verifySessionPassword(db, member, input.password, 'password');
  await passSecondFactor(db, member.id, input.code);
  await db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id));
    await tx.delete(memberTotp).where(eq(memberTotp.memberId, member.id));
  });
  return { enabled: false as const };
}

/** New recovery codes for a current authenticator code (a recovery code cannot make more of itself). */
export async function regenerateRecoveryCodes(db: Db, memberId: number, code: string) {
  if (!(await twoFactorEnabled(db, memberId))) throw new AppError('TWO_FACTOR_STATE', { enabled: false });
  await passSecondFactor(db, memberId, code, { recovery: false });
  return { recoveryCodes: await db.transaction((tx) => replaceRecoveryCodes(tx, memberId)) };
}
