import type { BrandConfig } from '@app/contract/brand';
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorCredentials, operatorEnrolments, operatorRecoveryCodes, operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { deviceFingerprint } from '../accounts/login-flow';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { type AttemptCounter, checkSecret, claimAttempt, retryAfterSeconds, settleSuccess } from '../accounts/throttle';
import { recordAudit } from '../audit/operator-audit';
import { issueCredential, resolveCredential, SESSION_IDLE_MS } from './credentials';
import { selfView } from './accounts';
import { newTotpSecret, otpauthUri, totpStepOf } from './totp';

/** Failed sign-ins of one operator from one client, and from one address over all operators (the player login's policies). */
const clientPolicy = { window: 3600_000, threshold: 5, baseBlock: 30_000, maxBlock: 15 * 60_000 };
const addressPolicy = { window: 3600_000, threshold: 20, baseBlock: 30_000, maxBlock: 15 * 60_000 };
const ENROLMENT_MS = 15 * 60_000;
const RECOVERY_CODES = 10;
/** letters and digits that cannot be mistaken for each other when read off paper (no 0/O, 1/I) */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function loginCounters(username: string, ip: string, userAgent: string | undefined): AttemptCounter[] {
  return [
    { key: `ops:login:${username}:client:${ip}:${deviceFingerprint(userAgent)}`, policy: clientPolicy, blocks: true, clearedBySuccess: true },
    { key: `ops:login:ip:${ip}`, policy: addressPolicy, blocks: true },
  ];
}

export interface Client {
  ip: string;
  userAgent?: string;
}
type OperatorRow = typeof operators.$inferSelect;

/** Spends a code of the authenticator: each 30-second step is good once, even under a burst of the same code. */
async function spendTotp(db: Db, operator: OperatorRow, secret: string, code: string) {
  const step = totpStepOf(secret, code);
  if (step === null) return false;
  const spent = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operator.id), lt(operators.totpLastStep, step)))
    .returning({ id: operators.id });
  return spent.length === 1;
}

async function spendRecoveryCode(db: Db, operatorId: number, code: string) {
  const spent = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, sha256Hex(code)), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.operatorId });
  return spent.length === 1;
}

async function recoveryCodesLeft(db: Db, operatorId: number) {
  const [row] = await db.select({ n: count() }).from(operatorRecoveryCodes).where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** New recovery codes (replacing any old ones): ten groups of ten letters and digits, shown once. */
export async function replaceRecoveryCodes(db: Db, operatorId: number) {
  const codes = Array.from({ length: RECOVERY_CODES }, () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''));
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(codes.map((c) => ({ operatorId, codeHash: sha256Hex(c) })));
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

async function openSession(db: Db, operator: OperatorRow, client: Client, brands: readonly BrandConfig[], how: string) {
  const { token } = await issueCredential(db, { operatorId: operator.id, kind: 'session', ip: client.ip, userAgent: client.userAgent });
  await db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, operator.id));
  await recordAudit(db, { actor: operator.username, ip: client.ip }, { brandId: null, action: 'operator.login', target: `operator:${operator.id}`, detail: { how } });
  const signedIn = (await resolveCredential(db, token))!;
  return { token, operator: selfView(signedIn, brands), idleTimeoutSeconds: SESSION_IDLE_MS / 1000, recoveryCodesLeft: await recoveryCodesLeft(db, operator.id) };
}

export interface LoginInput {
  username: string;
  password: string;
  code?: string;
  recoveryCode?: string;
}

/**
 * Signs an operator in with the password and the authenticator's code (or a recovery code). The attempt is counted
 * before anything is checked, and stands as a failure unless both factors pass. An operator without an authenticator
 * gets an enrolment ticket instead (TOTP_ENROLMENT_REQUIRED).
 */
export async function operatorLogin(db: Db, input: LoginInput, client: Client, brands: readonly BrandConfig[]) {
  const counters = loginCounters(input.username, client.ip, client.userAgent);
  const claimed = await claimAttempt(db, counters, { captchaSolved: true });
  if (!claimed.ok) {
    const wait = { retryAfterSeconds: claimed.refusal === 'blocked' ? retryAfterSeconds(claimed.blockedForMs) : 1 };
    throw new AppError(claimed.refusal === 'blocked' && claimed.key === counters[1]!.key ? 'TOO_MANY_REQUESTS' : 'ACCOUNT_LOCKED', wait);
  }
  const [operator] = await db.select().from(operators).where(eq(operators.username, input.username));
  if (!(await verifyPassword(operator?.passwordHash, input.password)) || !operator) throw new AppError('INVALID_CREDENTIALS');
  if (operator.disabledAt) throw new AppError('OPERATOR_DISABLED');
  if (!operator.totpSecret) {
    await settleSuccess(db, claimed.claim);
    throw new AppError('TOTP_ENROLMENT_REQUIRED', await startEnrolment(db, operator, client));
  }
  if (!input.code && !input.recoveryCode) {
    // the password was right: this attempt is not a failure, the next one brings the code
    await settleSuccess(db, claimed.claim);
    throw new AppError('TOTP_REQUIRED');
  }
  const passed = input.code ? await spendTotp(db, operator, operator.totpSecret, input.code) : await spendRecoveryCode(db, operator.id, input.recoveryCode!);
  if (!passed) throw new AppError('TOTP_INVALID');
  await settleSuccess(db, claimed.claim);
  return openSession(db, operator, client, brands, input.code ? 'totp' : 'recovery_code');
}

async function startEnrolment(db: Db, operator: OperatorRow, client: Client) {
  const ticket = randomToken();
  const secret = newTotpSecret();
  await db.delete(operatorEnrolments).where(eq(operatorEnrolments.operatorId, operator.id));
  await db.insert(operatorEnrolments).values({ ticketHash: sha256Hex(ticket), operatorId: operator.id, secret, ip: client.ip, expiresAt: new Date(Date.now() + ENROLMENT_MS) });
  return { ticket, secret, otpauthUri: otpauthUri(secret, operator.username) };
}

/**
 * Confirms an enrolment with a code from the newly scanned authenticator: the secret becomes the operator's, ten
 * recovery codes are made (shown once), and a session opens. A ticket is good for 15 minutes and once.
 */
export async function confirmEnrolment(db: Db, input: { ticket: string; code: string }, client: Client, brands: readonly BrandConfig[]) {
  const counters = [{ key: `ops:enrol:ip:${client.ip}`, policy: clientPolicy, blocks: true, clearedBySuccess: true }];
  const claimed = await claimAttempt(db, counters, { captchaSolved: true });
  if (!claimed.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: claimed.refusal === 'blocked' ? retryAfterSeconds(claimed.blockedForMs) : 1 });
  const [enrolment] = await db.select().from(operatorEnrolments).where(and(eq(operatorEnrolments.ticketHash, sha256Hex(input.ticket)), gt(operatorEnrolments.expiresAt, new Date())));
  if (!enrolment) throw new AppError('INVALID_TICKET');
  const step = totpStepOf(enrolment.secret, input.code);
  if (step === null) throw new AppError('TOTP_INVALID');
  const result = await db.transaction(async (tx) => {
    const used = await tx.delete(operatorEnrolments).where(eq(operatorEnrolments.ticketHash, enrolment.ticketHash)).returning();
    if (!used.length) throw new AppError('INVALID_TICKET');
    const [operator] = await tx
      .update(operators)
      .set({ totpSecret: enrolment.secret, totpLastStep: step })
      .where(and(eq(operators.id, enrolment.operatorId), isNull(operators.totpSecret), isNull(operators.disabledAt)))
      .returning();
    if (!operator) throw new AppError('INVALID_TICKET');
    await recordAudit(tx, { actor: operator.username, ip: client.ip }, { brandId: null, action: 'operator.enrol', target: `operator:${operator.id}`, detail: {} });
    return { operator, recoveryCodes: await replaceRecoveryCodes(tx, operator.id) };
  });
  await settleSuccess(db, claimed.claim);
  return { ...(await openSession(db, result.operator, client, brands, 'enrolment')), recoveryCodes: result.recoveryCodes };
}

const passwordPolicy = { window: 3600_000, threshold: 5, baseBlock: 30_000, maxBlock: 15 * 60_000 };

/**
 * An operator changes their own password: the current one is checked under its own attempt counter (a stolen
 * session cannot guess it), the new one is hashed, and every other session and API key of theirs ends (audited:
 * operator.password). Answers how many credentials ended.
 */
export async function changeOperatorPassword(db: Db, operator: { id: number; username: string; credentialId: number }, ip: string, input: { currentPassword: string; newPassword: string }) {
  const [row] = await db.select().from(operators).where(eq(operators.id, operator.id));
  if (!row) throw new AppError('NOT_LOGGED_IN');
  const check = await checkSecret(db, `ops:password:${operator.id}`, passwordPolicy, () => verifyPassword(row.passwordHash, input.currentPassword));
  if (!check.ok) {
    if (check.blockedForMs > 0) throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: retryAfterSeconds(check.blockedForMs) });
    throw new AppError('OLD_PASSWORD_INCORRECT', { attemptsLeft: check.attemptsLeft });
  }
  if (input.newPassword === input.currentPassword) throw new AppError('SAME_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, operator.id));
    const ended = await tx
      .update(operatorCredentials)
      .set({ revokedAt: new Date() })
      .where(and(eq(operatorCredentials.operatorId, operator.id), isNull(operatorCredentials.revokedAt), ne(operatorCredentials.id, operator.credentialId)))
      .returning({ id: operatorCredentials.id });
    await recordAudit(tx, { actor: operator.username, ip }, { brandId: null, action: 'operator.password', target: `operator:${operator.id}`, detail: { endedCredentials: ended.length } });
    return { ended: ended.length };
  });
}
