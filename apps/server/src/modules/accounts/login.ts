import { WEAK_DEFAULT_PASSWORD, memberTypes } from '@app/contract/session';
import { and, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { loginTickets, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sendFailure } from './providers';
import type { CallContext } from '../../lib/call-router';
import { uniqueViolation } from '../../lib/db-errors';
import { safeEqual } from '../../lib/tokens';
import type { AccountDeps } from './account-deps';
import { consumeCaptcha } from './captcha-store';
import {
  claimTicketAttempt,
  completeLogin,
  createLoginTicket,
  findTicket,
  isPasswordExpired,
  newIpVerification,
  recordLockEvent,
  requireActiveAccount,
  type MemberRow,
} from './login-flow';
import { type LoginCounters, passwordLoginCounters, refusal, smsLoginCounters } from './login-throttle';
import { findMemberByPhone } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { checkPhone, limitSmsSend, sendPhoneCode } from './phone-codes';
import { captchaAsked, claimAttempt, requireRate, retryAfterSeconds, settleSuccess, type AttemptClaim } from './throttle';
import { consumeCode, issueCode } from './verification-codes';
import { passSecondFactor } from './two-factor';
import { messageLanguage, messageText } from './message-texts';

type BrandOf = CallContext<'login'>['brand'];
type LoginBody = CallContext<'login'>['body'];
/** Where a login comes from. */
interface Client {
  brand: BrandOf;
  ip: string;
  userAgent: string | undefined;
  /** the web client's install id (shared-identity.ts installIdOf), '' when none */
  installId?: string;
}

const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The claimed attempt failed (it is already counted): records the locks its count started, for the operator, and
 * answers how long the client has to wait.
 */
async function lockedOut(db: Db, claim: AttemptClaim, counters: LoginCounters, who: { brandId: string; username: string; ip: string; userAgent?: string }) {
  let longest = 0;
  for (const [scope, counter] of [['account', counters.client], ['ip', counters.address]] as const) {
    const started = counter && claim.startedBlocks.get(counter.key);
    if (!started) continue;
    await recordLockEvent(db, { ...who, scope, failures: started.failures, until: started.until });
    longest = Math.max(longest, started.until.getTime() - Date.now());
  }
  return { captcha: true, ...(longest > 0 ? { retryAfterSeconds: retryAfterSeconds(longest) } : {}) };
}

/** Login with an SMS code: the code proves the phone, so no forced change and no new-IP check. */
export async function smsLogin(db: Db, body: LoginBody, { brand, ip, userAgent, installId }: Client) {
  if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'MOBILEVERCODELOGIN3' });
  const phone = checkPhone(brand, body.countryDialingCode ?? '', body.mobileNum);
  const counters = smsLoginCounters(ip);
  const claimed = await claimAttempt(db, counters.list, { captchaSolved: false });
  if (!claimed.ok) throw refusal(claimed, counters, false);
  const check = await consumeCode(db, { brandId: brand.id, purpose: 'login', target: phone.target, code: body.verificationCode ?? '' });
  if (check !== 'ok') {
    await lockedOut(db, claimed.claim, counters, { brandId: brand.id, username: phone.target, ip, userAgent });
    throw new AppError(check === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE');
  }
  await settleSuccess(db, claimed.claim);
  const member = await findMemberByPhone(db, brand.id, phone);
  if (!member) throw new AppError('INVALID_VERIFICATION_CODE');
  if (member.backOffice) throw new AppError('NOT_MEMBER_ACCOUNT');
  return completeLogin(db, { member, brand, ip, userAgent, installId, forceChangePassword: false, passwordExpired: isPasswordExpired(brand, member) });
}

/** Whether a password login for the username from this client would be refused without a captcha (the form asks first). */
export async function loginNeedsCaptcha(db: Db, username: string, { brand, ip, userAgent }: Client) {
  return captchaAsked(db, passwordLoginCounters(brand.id, username.toLowerCase(), ip, userAgent).list);
}

/**
 * Login with username and password (or the temporary password of the forgot-by-email flow). The attempt is counted
 * before the password is checked; a login from a new IP gets a ticket for a second factor instead of a session.
 */
export async function passwordLogin(db: Db, body: LoginBody, { brand, ip, userAgent, installId }: Client) {
  if (!brand.flags.COMM3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'COMM3' });
  const username = (body.username ?? '').toLowerCase();
  const password = body.password ?? '';
  const counters = passwordLoginCounters(brand.id, username, ip, userAgent);
  const captchaGiven = Boolean(body.captcha && body.captchaId);
  // spent before the claim, which lets a client with failures on record through only with a solved captcha
  const captchaSolved = captchaGiven && (await consumeCaptcha(db, body.captchaId, body.captcha));
  // counted before the password is checked: a burst gets no more checks than the limits allow
  const claimed = await claimAttempt(db, counters.list, { captchaSolved });
  if (!claimed.ok) throw refusal(claimed, counters, captchaGiven);
  const [member] = await db.select().from(members).where(and(eq(members.brandId, brand.id), eq(members.username, username)));
  let valid = await verifyPassword(member?.passwordHash, password);
  let viaEmailReset = false;
  if (!valid && member?.passwordHash) {
    // a temporary password sent by the forgot-by-email flow
    viaEmailReset = (await consumeCode(db, { brandId: brand.id, purpose: 'email_reset', target: `member:${member.id}`, code: password })) === 'ok';
    valid = viaEmailReset;
  }
  if (!member || !valid) {
    throw new AppError('INVALID_CREDENTIALS', await lockedOut(db, claimed.claim, counters, { brandId: brand.id, username, ip, userAgent }));
  }
  await settleSuccess(db, claimed.claim);
  if (member.backOffice) throw new AppError('NOT_MEMBER_ACCOUNT');
  // before a second factor is sent: a suspended or closed account gets no code
  requireActiveAccount(member);
  let current: MemberRow = member;
  if (viaEmailReset) {
    const now = new Date();
    await db.update(members).set({ passwordHash: await hashPassword(password), passwordChangedAt: now }).where(eq(members.id, member.id));
    current = { ...member, passwordChangedAt: now };
  }
  const passwordExpired = isPasswordExpired(brand, current);
  const forceChangePassword = password === WEAK_DEFAULT_PASSWORD || passwordExpired || viaEmailReset;
  const methods = await newIpVerification(db, current, ip);
  if (methods.length) {
    throw new AppError('VERIFICATION_REQUIRED', await createLoginTicket(db, { member: current, brand, ip, methods, forceChangePassword, passwordExpired }));
  }
  return completeLogin(db, { member: current, brand, ip, userAgent, installId, forceChangePassword, passwordExpired });
}

/** The live ticket of this client for this method, and its member; INVALID_TICKET otherwise. */
async function ticketAndMember(db: Db, input: { ticket: string; method: string; brandId: string; ip: string }) {
  const ticket = await findTicket(db, input.ticket, input.brandId);
  if (!ticket || ticket.ip !== input.ip || !ticket.methods.split(',').includes(input.method)) throw new AppError('INVALID_TICKET');
  const [member] = await db.select().from(members).where(eq(members.id, ticket.memberId));
  if (!member) throw new AppError('INVALID_TICKET');
  return { ticket, member };
}

/** Sends the second-factor code of a login ticket by SMS or email. */
export async function sendLoginVerification(deps: AccountDeps, input: { brand: BrandOf; ip: string; body: CallContext<'loginVerifySend'>['body'] }) {
  const { db } = deps;
  const { brand, ip, body } = input;
  const { ticket, member } = await ticketAndMember(db, { ticket: body.ticket, method: body.method, brandId: brand.id, ip });
  const to = body.method === 'sms' ? `+${member.countryDialingCode}${member.mobileNum}` : (member.email ?? '');
  await limitSmsSend(deps, brand, to, ip);
  const { code, expiresAt } = await issueCode(db, { brandId: brand.id, purpose: 'login_verify', target: `ticket:${ticket.id}:${body.method}`, ip });
  const message = messageText('login_verification', messageLanguage(brand, member.language), { brand: brand.name, code });
  try {
    if (body.method === 'sms') await deps.sms.send({ brandId: brand.id, to, text: message.text });
    else await deps.email.send({ brandId: brand.id, to, ...message });
  } catch (error) {
    deps.log.error({ err: error }, 'login verification send failed');
    throw sendFailure(error);
  }
  return { expiredMinutes: Math.round((expiresAt.getTime() - Date.now()) / 60_000), expirationTime: expiresAt.getTime() };
}

/**
 * Completes a ticketed login with its second factor (a code sent, the authenticator's code or a recovery code, or the
 * bank account name); the ticket is spent once.
 */
export async function verifyLogin(db: Db, body: CallContext<'loginVerify'>['body'], { brand, ip, userAgent, installId }: Client) {
  const { ticket, member } = await ticketAndMember(db, { ticket: body.ticket, method: body.method, brandId: brand.id, ip });
  // the try is counted before the check: a burst gets no more checks than the ticket allows
  if (!(await claimTicketAttempt(db, ticket.id))) throw new AppError('INVALID_TICKET');
  if (body.method === 'totp') {
    // also counted on the member's own counter: new tickets (the password is known) buy no more guesses
    await passSecondFactor(db, member.id, body.code ?? '');
  } else if (body.method === 'bank') {
    if (!member.bankAccountName || !safeEqual(normalizeName(member.bankAccountName), normalizeName(body.bankAccountName ?? ''))) {
      throw new AppError('INVALID_VERIFICATION_CODE');
    }
  } else {
    const check = await consumeCode(db, { brandId: brand.id, purpose: 'login_verify', target: `ticket:${ticket.id}:${body.method}`, code: body.code ?? '' });
    if (check !== 'ok') throw new AppError(check === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE');
  }
  const [spent] = await db
    .update(loginTickets)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginTickets.id, ticket.id), isNull(loginTickets.consumedAt)))
    .returning({ id: loginTickets.id });
  if (!spent) throw new AppError('INVALID_TICKET');
  return completeLogin(db, { member, brand, ip, userAgent, installId, forceChangePassword: ticket.forceChangePassword, passwordExpired: ticket.passwordExpired });
}

/** The SMS login code: sent only when a member account (not back office) holds the number (the answer is the same). */
export async function sendSmsLoginCode(deps: AccountDeps, input: { brand: BrandOf; ip: string; body: CallContext<'smsLoginCode'>['body'] }) {
  const { brand, ip, body } = input;
  if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'MOBILEVERCODELOGIN3' });
  return sendPhoneCode(deps, {
    brand,
    purpose: 'login',
    countryDialingCode: body.countryDialingCode,
    mobileNum: body.mobileNum ?? body.mobileNo,
    ip,
    human: body,
    deliver: async () => {
      const member = await findMemberByPhone(deps.db, brand.id, checkPhone(brand, body.countryDialingCode, body.mobileNum ?? body.mobileNo));
      return Boolean(member && !member.backOffice);
    },
  });
}

/** A free-play (trial) account with a random name, logged in; three tries at a free name. */
export async function startFreePlay(db: Db, { brand, ip, userAgent, installId }: Client) {
  if (!brand.register.freePlay) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'freePlay' });
  await requireRate(db, `freeplay:ip:${ip}`, { window: 15 * 60_000, max: 10, block: 300_000, minInterval: 1000 });
  for (let attempt = 0; attempt < 3; attempt++) {
    const username = `demo${randomBytes(5).toString('hex')}`;
    try {
      const [member] = await db
        .insert(members)
        .values({
          brandId: brand.id,
          username,
          passwordHash: null,
          type: memberTypes.TRIAL,
          nickname: `Demo ${username.slice(-4).toUpperCase()}`,
          registerIp: ip,
          registerMethod: 'FREEPLAY',
        })
        .returning();
      if (!member) break;
      return completeLogin(db, { member, brand, ip, userAgent, installId, forceChangePassword: false, passwordExpired: false });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
  }
  throw new AppError('CONFLICT');
}

/** The session a remembered browser gets for its refresh token (rotated by the caller): the member's login, no password asked. */
export async function refreshedLogin(db: Db, input: { memberId: number; brand: BrandOf; ip: string; userAgent?: string; installId?: string }) {
  const [member] = await db.select().from(members).where(and(eq(members.id, input.memberId), eq(members.brandId, input.brand.id)));
  if (!member) throw new AppError('NOT_LOGGED_IN');
  return completeLogin(db, { member, brand: input.brand, ip: input.ip, userAgent: input.userAgent, installId: input.installId, forceChangePassword: false, passwordExpired: isPasswordExpired(input.brand, member) });
}
