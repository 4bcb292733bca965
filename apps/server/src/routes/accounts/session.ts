import { WEAK_DEFAULT_PASSWORD, memberTypes } from '@app/contract/session';
import { and, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { loginTickets, members } from '../../db/schema';
import type { AccountDeps } from '../../modules/accounts/account-deps';
import { AppError } from '../../lib/app-error';
import { consumeCaptcha, newCaptcha } from '../../modules/accounts/captcha-store';
import type { CallHandlers } from '../../lib/call-router';
import { type LoginCounters, passwordLoginCounters, refusal, smsLoginCounters } from '../../modules/accounts/login-throttle';
import { uniqueViolation } from '../../lib/db-errors';
import { issueChallenge } from '../../modules/accounts/human-verification';
import {
  claimTicketAttempt,
  completeLogin,
  createLoginTicket,
  findTicket,
  isPasswordExpired,
  newIpVerification,
  recordLockEvent,
  type MemberRow,
} from '../../modules/accounts/login-flow';
import { hashPassword, verifyPassword } from '../../modules/accounts/passwords';
import { checkPhone, limitSmsSend, sendPhoneCode } from '../../modules/accounts/phone-codes';
import { requireMember } from '../../lib/roles';
import { revokeSession } from '../../modules/accounts/sessions';
import {
  claimAttempt,
  hitRate,
  retryAfterSeconds,
  settleSuccess,
  type AttemptClaim,
} from '../../modules/accounts/throttle';
import { safeEqual } from '../../lib/tokens';
import { consumeCode, issueCode } from '../../modules/accounts/verification-codes';

const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

export function sessionHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  /**
   * The claimed attempt failed (it is already counted): records the locks its count started, for the operator, and
   * answers how long the client has to wait.
   */
  async function lockedOut(claim: AttemptClaim, counters: LoginCounters, who: { brandId: string; username: string; ip: string; userAgent?: string }) {
    let longest = 0;
    for (const [scope, counter] of [['account', counters.client], ['ip', counters.address]] as const) {
      const started = counter && claim.startedBlocks.get(counter.key);
      if (!started) continue;
      await recordLockEvent(db, { ...who, scope, failures: started.failures, until: started.until });
      longest = Math.max(longest, started.until.getTime() - Date.now());
    }
    return { captcha: true, ...(longest > 0 ? { retryAfterSeconds: retryAfterSeconds(longest) } : {}) };
  }

  return {
    publicKey: async () => {
      const key = await deps.keys.get();
      return { keyId: key.keyId, algorithm: 'RSA-OAEP-256' as const, spki: key.spki, jwk: key.jwk };
    },

    humanChallenge: async ({ ip }) => {
      const limit = await hitRate(db, [{ key: `pow:ip:${ip}`, rule: { window: 60_000, max: 60, block: 60_000 } }]);
      if (!limit.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: limit.retryAfterSeconds });
      return issueChallenge(db, ip, deps.env.POW_DIFFICULTY);
    },

    captcha: async ({ query, ip }) => {
      const limit = await hitRate(db, [{ key: `captcha:ip:${ip}`, rule: { window: 60_000, max: 30, block: 60_000 } }]);
      if (!limit.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: limit.retryAfterSeconds });
      return newCaptcha(db, query.captchaId, ip);
    },

    login: async ({ body, brand, ip, request }) => {
      const userAgent = request.headers['user-agent'];
      if (body.type === 'sms') {
        if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'MOBILEVERCODELOGIN3' });
        const phone = checkPhone(brand, body.countryDialingCode ?? '', body.mobileNum);
        const counters = smsLoginCounters(ip);
        const claimed = await claimAttempt(db, counters.list, { captchaSolved: false });
        if (!claimed.ok) throw refusal(claimed, counters, false);
        const check = await consumeCode(db, { brandId: brand.id, purpose: 'login', target: phone.target, code: body.verificationCode ?? '' });
        if (check !== 'ok') {
          await lockedOut(claimed.claim, counters, { brandId: brand.id, username: phone.target, ip, userAgent });
          throw new AppError(check === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE');
        }
        await settleSuccess(db, claimed.claim);
        const [member] = await db
          .select()
          .from(members)
          .where(and(eq(members.brandId, brand.id), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)));
        if (!member) throw new AppError('INVALID_VERIFICATION_CODE');
        if (member.backOffice) throw new AppError('NOT_MEMBER_ACCOUNT');
        // an SMS login proves the phone: no forced change, no new-IP check
        return completeLogin(db, { member, brand, ip, userAgent, forceChangePassword: false, passwordExpired: isPasswordExpired(brand, member) });
      }

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
        throw new AppError('INVALID_CREDENTIALS', await lockedOut(claimed.claim, counters, { brandId: brand.id, username, ip, userAgent }));
      }
      await settleSuccess(db, claimed.claim);
      if (member.backOffice) throw new AppError('NOT_MEMBER_ACCOUNT');
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
        throw new AppError(
          'VERIFICATION_REQUIRED',
          await createLoginTicket(db, { member: current, brand, ip, methods, forceChangePassword, passwordExpired }),
        );
      }
      return completeLogin(db, { member: current, brand, ip, userAgent, forceChangePassword, passwordExpired });
    },

    loginVerifySend: async ({ body, brand, ip }) => {
      const ticket = await findTicket(db, body.ticket, brand.id);
      if (!ticket || ticket.ip !== ip || !ticket.methods.split(',').includes(body.method)) throw new AppError('INVALID_TICKET');
      const [member] = await db.select().from(members).where(eq(members.id, ticket.memberId));
      if (!member) throw new AppError('INVALID_TICKET');
      const to = body.method === 'sms' ? `+${member.countryDialingCode}${member.mobileNum}` : (member.email ?? '');
      await limitSmsSend(deps, brand, to, ip);
      const { code, expiresAt } = await issueCode(db, { brandId: brand.id, purpose: 'login_verify', target: `ticket:${ticket.id}:${body.method}`, ip });
      const text = `[${brand.name}] Login from a new device. Your verification code is ${code}. If this was not you, change your password.`;
      try {
        if (body.method === 'sms') await deps.sms.send({ brandId: brand.id, to, text });
        else await deps.email.send({ brandId: brand.id, to, subject: `${brand.name} login verification`, text });
      } catch (error) {
        deps.log.error({ err: error }, 'login verification send failed');
        throw new AppError('SEND_FAILED');
      }
      return { expiredMinutes: Math.round((expiresAt.getTime() - Date.now()) / 60_000), expirationTime: expiresAt.getTime() };
    },

    loginVerify: async ({ body, brand, ip, request }) => {
      const ticket = await findTicket(db, body.ticket, brand.id);
      if (!ticket || ticket.ip !== ip || !ticket.methods.split(',').includes(body.method)) throw new AppError('INVALID_TICKET');
      const [member] = await db.select().from(members).where(eq(members.id, ticket.memberId));
      if (!member) throw new AppError('INVALID_TICKET');
      // the try is counted before the check: a burst gets no more checks than the ticket allows
      if (!(await claimTicketAttempt(db, ticket.id))) throw new AppError('INVALID_TICKET');
      if (body.method === 'bank') {
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
      return completeLogin(db, {
        member,
        brand,
        ip,
        userAgent: request.headers['user-agent'],
        forceChangePassword: ticket.forceChangePassword,
        passwordExpired: ticket.passwordExpired,
      });
    },

    smsLoginCode: async ({ body, brand, ip }) => {
      if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'MOBILEVERCODELOGIN3' });
      return sendPhoneCode(deps, {
        brand,
        purpose: 'login',
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum ?? body.mobileNo,
        ip,
        human: body,
        deliver: async () => {
          const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum ?? body.mobileNo);
          const [member] = await db
            .select({ id: members.id, backOffice: members.backOffice })
            .from(members)
            .where(and(eq(members.brandId, brand.id), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)));
          return Boolean(member && !member.backOffice);
        },
      });
    },

    freePlay: async ({ brand, ip, request }) => {
      if (!brand.register.freePlay) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'freePlay' });
      const limit = await hitRate(db, [{ key: `freeplay:ip:${ip}`, rule: { window: 15 * 60_000, max: 10, block: 300_000, minInterval: 1000 } }]);
      if (!limit.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: limit.retryAfterSeconds });
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
          return completeLogin(db, { member, brand, ip, userAgent: request.headers['user-agent'], forceChangePassword: false, passwordExpired: false });
        } catch (error) {
          if (!uniqueViolation(error)) throw error;
        }
      }
      throw new AppError('CONFLICT');
    },

    logout: async ({ member }) => {
      await revokeSession(db, requireMember(member).sessionId);
      return null;
    },
  };
}
