import { BUILT_IN_AVATARS, isKnownAvatar } from '@app/contract/profile';
import { and, eq, ne, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { AccountDeps } from '../../modules/accounts/account-deps';
import { AppError } from '../../lib/app-error';
import { avatarDataUrl, builtInAvatarUrl, memberAvatarUrl } from '../../modules/accounts/avatar';
import type { CallHandlers } from '../../lib/call-router';
import { verifySessionPassword } from '../../modules/accounts/session-password';
import { uniqueViolation } from '../../lib/db-errors';
import { maskEmail, maskMobile } from '../../lib/masks';
import { bindTarget, checkPhone, sendEmailCode, sendPhoneCode } from '../../modules/accounts/phone-codes';
import { requireRealAccount } from '../../lib/roles';
import { hitRate } from '../../modules/accounts/throttle';
import { consumeCode, type CodeCheck } from '../../modules/accounts/verification-codes';

/** Nickname changes: 5 a day, at least 10 s apart; then a wait until the day's window ends. */
const NICKNAME_RULE = { window: 24 * 3600_000, max: 5, block: 24 * 3600_000, minInterval: 10_000 };
/** Avatar changes: a picker, so more generous: 30 an hour, one a second. */
const AVATAR_RULE = { window: 3600_000, max: 30, block: 3600_000, minInterval: 1000 };

type MemberRow = typeof members.$inferSelect;

const codeError = (check: Exclude<CodeCheck, 'ok'>) =>
  new AppError(check === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE', { field: 'verificationCode' });

/**
 * The member's own profile: nickname, avatar, and binding a phone number or an email address with a one-time code.
 * Trial (free demo) accounts are refused every one of these (the spec keeps them out of the member centre).
 */
export function profileHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  async function loadMember(id: number): Promise<MemberRow> {
    const [row] = await db.select().from(members).where(eq(members.id, id));
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  async function limit(key: string, rule: typeof NICKNAME_RULE) {
    const result = await hitRate(db, [{ key, rule }]);
    if (!result.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: result.retryAfterSeconds });
  }

  /** Changing a number or address that is already bound needs the login password. */
  async function requirePasswordWhenBound(m: MemberRow, bound: boolean, password: string | undefined) {
    if (!bound) return;
    if (!password) throw new AppError('VALIDATION_ERROR', { field: 'password', key: 'input_cannot_be_empty', issues: [{ path: 'password', message: 'input_cannot_be_empty' }] });
    await verifySessionPassword(db, m, password, 'password');
  }

  async function refuseTakenMobile(m: MemberRow, countryDialingCode: string, mobileNum: string) {
    const [other] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brandId, m.brandId), eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum), ne(members.id, m.id)));
    if (other) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  }

  async function refuseTakenEmail(m: MemberRow, email: string) {
    const [other] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brandId, m.brandId), sql`lower(${members.email}) = ${email}`, ne(members.id, m.id)));
    if (other) throw new AppError('EMAIL_TAKEN', { field: 'email' });
  }

  return {
    updateNickname: async ({ body, member }) => {
      const session = requireRealAccount(member);
      await limit(`nickname:member:${session.id}`, NICKNAME_RULE);
      await db.update(members).set({ nickname: body.nickname }).where(eq(members.id, session.id));
      return { nickname: body.nickname };
    },

    avatarList: async ({ member }) => {
      const m = await loadMember(requireRealAccount(member).id);
      const list = [{ iconId: 0, url: avatarDataUrl(m.id, m.nickname || m.username) }];
      for (let iconId = 1; iconId <= BUILT_IN_AVATARS; iconId++) list.push({ iconId, url: builtInAvatarUrl(iconId) });
      return { current: isKnownAvatar(m.iconId) ? m.iconId : 0, list };
    },

    updateAvatar: async ({ body, member }) => {
      const session = requireRealAccount(member);
      await limit(`avatar:member:${session.id}`, AVATAR_RULE);
      const [m] = await db.update(members).set({ iconId: body.iconId }).where(eq(members.id, session.id)).returning();
      if (!m) throw new AppError('NOT_LOGGED_IN');
      return { iconId: m.iconId, url: memberAvatarUrl(m, isKnownAvatar) };
    },

    bindMobileCode: async ({ body, member, brand, ip }) => {
      const m = await loadMember(requireRealAccount(member).id);
      const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum);
      if (m.countryDialingCode === phone.countryDialingCode && m.mobileNum === phone.mobileNum) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum', self: true });
      await requirePasswordWhenBound(m, Boolean(m.mobileNum), body.password);
      await refuseTakenMobile(m, phone.countryDialingCode, phone.mobileNum);
      return sendPhoneCode(deps, {
        brand,
        purpose: 'bind_mobile',
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
        ip,
        human: {},
        memberId: m.id,
        deliver: async () => true,
      });
    },

    bindMobile: async ({ body, member, brand }) => {
      const m = await loadMember(requireRealAccount(member).id);
      const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum);
      await requirePasswordWhenBound(m, Boolean(m.mobileNum), body.password);
      await refuseTakenMobile(m, phone.countryDialingCode, phone.mobileNum);
      let check: CodeCheck;
      try {
        // the code and the new number commit together; a lost race on the unique index rolls both back
        check = await db.transaction(async (tx) => {
          const result = await consumeCode(tx, { brandId: brand.id, purpose: 'bind_mobile', target: bindTarget(m.id, phone.target), code: body.verificationCode });
          if (result === 'ok') await tx.update(members).set({ countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum }).where(eq(members.id, m.id));
          return result;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
        throw error;
      }
      if (check !== 'ok') throw codeError(check);
      return { maskedMobile: maskMobile(phone.countryDialingCode, phone.mobileNum)!, countryDialingCode: phone.countryDialingCode };
    },

    bindEmailCode: async ({ body, member, brand, ip }) => {
      const m = await loadMember(requireRealAccount(member).id);
      if (m.email?.toLowerCase() === body.email) throw new AppError('EMAIL_TAKEN', { field: 'email', self: true });
      await requirePasswordWhenBound(m, Boolean(m.email), body.password);
      await refuseTakenEmail(m, body.email);
      return sendEmailCode(deps, { brand, purpose: 'bind_email', email: body.email, ip, memberId: m.id });
    },

    bindEmail: async ({ body, member, brand }) => {
      const m = await loadMember(requireRealAccount(member).id);
      await requirePasswordWhenBound(m, Boolean(m.email), body.password);
      await refuseTakenEmail(m, body.email);
      let check: CodeCheck;
      try {
        // the code and the new address commit together; a lost race on the unique index rolls both back
        check = await db.transaction(async (tx) => {
          const result = await consumeCode(tx, { brandId: brand.id, purpose: 'bind_email', target: bindTarget(m.id, body.email), code: body.verificationCode });
          if (result === 'ok') await tx.update(members).set({ email: body.email }).where(eq(members.id, m.id));
          return result;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
        throw error;
      }
      if (check !== 'ok') throw codeError(check);
      return { maskedEmail: maskEmail(body.email)! };
    },
  };
}
