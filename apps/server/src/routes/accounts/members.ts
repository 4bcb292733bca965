import type { RegisterFieldName } from '@app/contract/brand';
import { isKnownAvatar } from '@app/contract/profile';
import { isAccountCenterType, isTrialType, type MemberType } from '@app/contract/session';
import { registerFieldRule, validateNewPassword, validateRegistration, type RegisterKind } from '@app/contract/validation';
import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomInt } from 'node:crypto';
import { members } from '../../db/schema';
import type { AccountDeps } from '../../modules/accounts/account-deps';
import { AppError } from '../../lib/app-error';
import { clubLabelFor, memberAvatarUrl } from '../../modules/accounts/avatar';
import { consumeCaptcha } from '../../modules/accounts/captcha-store';
import type { CallContext, CallHandlers } from '../../lib/call-router';
import { uniqueViolation } from '../../lib/db-errors';
import { requireHumanVerification } from '../../modules/accounts/human-verification';
import { completeLogin, isPasswordExpired, rememberIp } from '../../modules/accounts/login-flow';
import { maskEmail, maskMobile } from '../../lib/masks';
import { hashPassword } from '../../modules/accounts/passwords';
import { checkPhone, sendPhoneCode } from '../../modules/accounts/phone-codes';
import { requireMember } from '../../lib/roles';
import { revokeMemberSessions } from '../../modules/accounts/sessions';
import { clearFailures, hitRate } from '../../modules/accounts/throttle';
import { consumeCode, issueCode } from '../../modules/accounts/verification-codes';
import { accountKey } from '../../modules/accounts/login-throttle';
import { verifySessionPassword } from '../../modules/accounts/session-password';
import { profileHandlers } from './profile';

/** Registration fields kept in the member's profile column. */
const profileFields: RegisterFieldName[] = ['qqNum', 'recommenderId', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'];
/** Fields whose value is kept as typed (passwords are never trimmed). */
const untrimmed = new Set<string>(['password', 'confirmPassword', 'paymentPassword']);

const validationError = (field: string, key: string, params?: { min: number; max: number }) =>
  new AppError('VALIDATION_ERROR', { field, key, ...(params ? { params } : {}), issues: [{ path: field, message: key }] });

function temporaryPassword() {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  let out = letters[randomInt(letters.length)]! + digits[randomInt(digits.length)]!;
  while (out.length < 10) out += all[randomInt(all.length)]!;
  return out;
}

export function memberHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  async function register(kind: RegisterKind, ctx: CallContext<'registerByUsername'>) {
    const { body, brand, ip, request } = ctx;
    const settings = brand.register;
    const enabled =
      brand.flags.DIRECTREG3 &&
      (kind === 'username' ? brand.flags.USERNAMEREG3 && settings.usernameRegistration : brand.flags.MOBILENUMREG3 && settings.mobileRegistration);
    if (!enabled) throw new AppError('OPERATION_NOT_ALLOWED', { feature: kind === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3' });

    const values: Partial<Record<RegisterFieldName, string>> = {};
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === 'string') values[field as RegisterFieldName] = untrimmed.has(field) ? value : value.trim();
    }
    if (kind === 'mobile') delete values.username;
    const [firstError] = validateRegistration(settings, kind, values);
    if (firstError) throw validationError(firstError.field, firstError.key, firstError.params);

    const phone = values.mobileNum ? checkPhone(brand, body.countryDialingCode ?? '', values.mobileNum) : null;
    if (settings.humanVerification) await requireHumanVerification(db, body);
    if (registerFieldRule(settings, kind, 'captcha', values) && values.captcha) {
      if (!(await consumeCaptcha(db, body.captchaId, values.captcha))) throw new AppError('CAPTCHA_INVALID', { captcha: true });
    }

    let uplineId: number | null = null;
    if (values.affiliateCode) {
      const [agent] = await db
        .select({ id: members.id, type: members.type })
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.affiliateCode, values.affiliateCode.toUpperCase())));
      if (!agent || !isAccountCenterType(agent.type)) throw new AppError('INVALID_AFFILIATE_CODE', { field: 'affiliateCode' });
      uplineId = agent.id;
    }

    const username = kind === 'mobile' ? values.mobileNum! : values.username!.toLowerCase();
    const taken = await db
      .select({ username: members.username, mobileNum: members.mobileNum, countryDialingCode: members.countryDialingCode })
      .from(members)
      .where(
        and(
          eq(members.brandId, brand.id),
          phone
            ? or(eq(members.username, username), and(eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)))
            : eq(members.username, username),
        ),
      );
    const mobileTaken = phone && taken.some((t) => t.mobileNum === phone.mobileNum && t.countryDialingCode === phone.countryDialingCode);
    if (kind === 'mobile' && (mobileTaken || taken.length)) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
    if (taken.some((t) => t.username === username)) throw new AppError('USERNAME_TAKEN', { field: 'username' });
    if (mobileTaken) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });

    const passwordHash = await hashPassword(values.password!);
    const needsCode = phone !== null && registerFieldRule(settings, kind, 'verificationCode', values) !== null;
    const profile = Object.fromEntries(profileFields.filter((f) => values[f]).map((f) => [f, values[f]]));
    let outcome: { member: typeof members.$inferSelect } | { code: 'invalid' | 'expired' };
    try {
      // code consumption and the new account commit together; a lost race on the unique indexes rolls both back
      outcome = await db.transaction(async (tx) => {
        if (needsCode) {
          const check = await consumeCode(tx, { brandId: brand.id, purpose: 'register', target: phone.target, code: values.verificationCode ?? '' });
          if (check !== 'ok') return { code: check };
        }
        const [member] = await tx
          .insert(members)
          .values({
            brandId: brand.id,
            username,
            passwordHash,
            type: 0,
            nickname: values.payeeName || (kind === 'mobile' ? `Player ${username.slice(-4)}` : values.username!),
            email: values.email?.toLowerCase() || null,
            countryDialingCode: phone?.countryDialingCode ?? null,
            mobileNum: phone?.mobileNum ?? null,
            payeeName: values.payeeName || null,
            profile,
            uplineId,
            referralCode: body.referralCode?.trim() || null,
            language: ctx.language,
            registerIp: ip,
            registerUrl: body.registerUrl ?? body.domain ?? null,
            registerMethod: body.registerMethod ?? 'WEB',
          })
          .returning();
        return { member: member! };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (!constraint) throw error;
      if (constraint.includes('email')) throw new AppError('EMAIL_TAKEN', { field: 'email' });
      if (constraint.includes('mobile') || kind === 'mobile') throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
      throw new AppError('USERNAME_TAKEN', { field: 'username' });
    }
    if ('code' in outcome) throw new AppError(outcome.code === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE', { field: 'verificationCode' });
    await rememberIp(db, outcome.member.id, ip);
    return completeLogin(db, {
      member: outcome.member,
      brand,
      ip,
      userAgent: request.headers['user-agent'],
      forceChangePassword: false,
      passwordExpired: false,
    });
  }

  async function loadMember(id: number) {
    const [row] = await db.select().from(members).where(eq(members.id, id));
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  async function hitOrRefuse(key: string, rule: { window: number; max: number; block: number; minInterval?: number }) {
    const limit = await hitRate(db, [{ key, rule }]);
    if (!limit.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: limit.retryAfterSeconds });
  }

  return {
    ...profileHandlers(deps),
    registerByUsername: (ctx) => register('username', ctx),
    registerByMobile: (ctx) => register('mobile', ctx as unknown as CallContext<'registerByUsername'>),

    registerSmsCode: async ({ body, brand, ip }) => {
      if (!brand.register.smsVerification) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'smsVerification' });
      const mobileNum = body.mobileNo ?? body.mobileNum;
      const phone = checkPhone(brand, body.countryDialingCode, mobileNum);
      const [existing] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)));
      if (existing) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
      return sendPhoneCode(deps, { brand, purpose: 'register', countryDialingCode: body.countryDialingCode, mobileNum, ip, human: body, deliver: async () => true });
    },

    memberInfo: async ({ member, brand }) => {
      const upline = alias(members, 'upline');
      const [row] = await db
        .select({ member: members, uplineAccount: upline.username })
        .from(members)
        .leftJoin(upline, eq(upline.id, members.uplineId))
        .where(eq(members.id, requireMember(member).id));
      if (!row) throw new AppError('NOT_LOGGED_IN');
      const m = row.member;
      const type = m.type as MemberType;
      return {
        id: m.id,
        account: m.username,
        nickname: m.nickname,
        type,
        isAgent: type,
        isTrial: isTrialType(type),
        toUpline: row.uplineAccount !== null && !isTrialType(type),
        uplineAccount: row.uplineAccount,
        clubLabel: clubLabelFor(m.rankLevel),
        memberLabel: Array.isArray(m.memberLabels) ? (m.memberLabels as Array<{ labelName: string; color: string; color2: string }>) : [],
        maskedEmail: maskEmail(m.email),
        maskedMobile: maskMobile(m.countryDialingCode, m.mobileNum),
        countryDialingCode: m.countryDialingCode,
        language: m.language === 'EN' || m.language === 'TY' ? m.language : null,
        registeredAt: m.createdAt.getTime(),
        lastLoginAt: m.lastLoginAt?.getTime() ?? null,
        passwordExpired: isPasswordExpired(brand, m),
      };
    },

    memberIcon: async ({ member }) => {
      const m = await loadMember(requireMember(member).id);
      return { iconId: isKnownAvatar(m.iconId) ? m.iconId : 0, url: memberAvatarUrl(m, isKnownAvatar) };
    },

    playerAvatar: async ({ member }) => {
      const m = await loadMember(requireMember(member).id);
      return { iconId: isKnownAvatar(m.iconId) ? m.iconId : 0, url: memberAvatarUrl(m, isKnownAvatar) };
    },

    changePassword: async ({ body, member, brand }) => {
      const session = requireMember(member);
      if (isTrialType(session.type)) throw new AppError('TRIAL_ACCOUNT');
      const m = await loadMember(session.id);
      await verifySessionPassword(db, m, body.oldPassword, 'oldPassword');
      const invalid = validateNewPassword(brand.register, body.newPassword, body.confirmNewPassword);
      if (invalid) throw validationError(invalid.field, invalid.key, invalid.params);
      if (body.newPassword === body.oldPassword) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });
      await db.update(members).set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: new Date() }).where(eq(members.id, m.id));
      await revokeMemberSessions(db, m.id);
      // failed logins were guesses of the old password
      await clearFailures(db, accountKey(brand.id, m.username));
      return { relogin: true as const };
    },

    passwordSmsCode: async ({ body, brand, ip }) => {
      if (!brand.flags.CHNGPASSVERIF3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'CHNGPASSVERIF3' });
      const mobileNum = body.mobileNum ?? body.mobileNo;
      return sendPhoneCode(deps, {
        brand,
        purpose: 'password',
        countryDialingCode: body.countryDialingCode,
        mobileNum,
        ip,
        human: body,
        deliver: async () => {
          const phone = checkPhone(brand, body.countryDialingCode, mobileNum);
          const [m] = await db
            .select({ type: members.type, backOffice: members.backOffice })
            .from(members)
            .where(and(eq(members.brandId, brand.id), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)));
          return Boolean(m && !m.backOffice && !isTrialType(m.type));
        },
      });
    },

    setPasswordByPhone: async ({ body, brand }) => {
      if (!brand.flags.CHNGPASSVERIF3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'CHNGPASSVERIF3' });
      const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum);
      const invalid = validateNewPassword(brand.register, body.newPassword, body.confirmNewPassword);
      if (invalid) throw validationError(invalid.field, invalid.key, invalid.params);
      const passwordHash = await hashPassword(body.newPassword);
      const outcome = await db.transaction(async (tx) => {
        const check = await consumeCode(tx, { brandId: brand.id, purpose: 'password', target: phone.target, code: body.verificationCode });
        if (check !== 'ok') return { code: check };
        const [m] = await tx
          .update(members)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(and(eq(members.brandId, brand.id), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)))
          .returning({ id: members.id, username: members.username });
        return { member: m };
      });
      if ('code' in outcome) throw new AppError(outcome.code === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE', { field: 'verificationCode' });
      if (!outcome.member) throw new AppError('INVALID_VERIFICATION_CODE', { field: 'verificationCode' });
      await revokeMemberSessions(db, outcome.member.id);
      await clearFailures(db, accountKey(brand.id, outcome.member.username));
      return { userName: outcome.member.username };
    },

    forgotPasswordByEmail: async ({ body, brand, ip }) => {
      const username = body.username.toLowerCase();
      const email = body.email.toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw validationError('email', 'reg_pattern_3');
      await hitOrRefuse(`email:ip:${ip}`, { window: 15 * 60_000, max: 10, block: 300_000, minInterval: 1000 });
      await hitOrRefuse(`email:acct:${brand.id}:${username}`, { window: 15 * 60_000, max: 3, block: 300_000 });
      const [m] = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.username, username), eq(members.email, email)));
      if (m && m.passwordHash && !m.backOffice && !isTrialType(m.type)) {
        // a temporary password that works once, for 30 minutes, and forces a change; the old password keeps working
        const temporary = temporaryPassword();
        await issueCode(db, { brandId: brand.id, purpose: 'email_reset', target: `member:${m.id}`, ip, code: temporary, ttlMinutes: 30 });
        try {
          await deps.email.send({
            brandId: brand.id,
            to: email,
            subject: `${brand.name} password reset`,
            text:
              `Hello ${m.nickname},\n\nSomeone asked to reset the password of ${m.username}. Log in within 30 minutes with this ` +
              `temporary password: ${temporary}\nYou will then choose a new password. If it was not you, ignore this email: ` +
              `your password is unchanged.`,
          });
        } catch (error) {
          deps.log.error({ err: error }, 'email provider failed');
          throw new AppError('SEND_FAILED');
        }
      }
      return { sent: true as const };
    },

    affiliateCheck: async ({ query, brand, ip }) => {
      await hitOrRefuse(`affiliate:ip:${ip}`, { window: 60_000, max: 30, block: 60_000 });
      const code = query.code.toUpperCase();
      const [agent] = await db
        .select({ type: members.type })
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.affiliateCode, code)));
      if (!agent || !isAccountCenterType(agent.type)) throw new AppError('INVALID_AFFILIATE_CODE', { field: 'affiliateCode' });
      return { valid: true as const, code };
    },

    updateLanguage: async ({ body, member, brand }) => {
      if (!brand.languages.includes(body.language)) throw validationError('language', 'err_unsupported_language');
      await db.update(members).set({ language: body.language }).where(eq(members.id, requireMember(member).id));
      return { language: body.language };
    },
  };
}
