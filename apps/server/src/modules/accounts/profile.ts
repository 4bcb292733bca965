import { BUILT_IN_AVATARS, checkNickname, isKnownAvatar } from '@app/contract/profile';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallContext } from '../../lib/call-router';
import { uniqueViolation } from '../../lib/db-errors';
import { maskEmail, maskMobile } from '../../lib/masks';
import type { AccountDeps } from './account-deps';
import { avatarDataUrl, builtInAvatarUrl, memberAvatarUrl } from './avatar';
import { codeError, validationError } from './field-errors';
import type { MemberRow } from './login-flow';
import { loadMember } from './members';
import { bindTarget, checkPhone, sendEmailCode, sendPhoneCode } from './phone-codes';
import { verifySessionPassword } from './session-password';
import { requireRate } from './throttle';
import { consumeCode, type CodeCheck } from './verification-codes';

/*
 * The member's own profile: nickname, avatar, and binding a phone number or an email address with a one-time code.
 * The handlers refuse trial (free demo) accounts before any of these (the spec keeps them out of the member centre).
 */

type BrandOf = CallContext<'bindMobile'>['brand'];

/** Nickname changes: 5 a day, at least 10 s apart; then a wait until the day's window ends. */
const NICKNAME_RULE = { window: 24 * 3600_000, max: 5, block: 24 * 3600_000, minInterval: 10_000 };
/** Avatar changes: a picker, so more generous: 30 an hour, one a second. */
const AVATAR_RULE = { window: 3600_000, max: 30, block: 3600_000, minInterval: 1000 };

/** Changing a number or address that is already bound needs the login password. */
async function requirePasswordWhenBound(db: Db, m: MemberRow, bound: boolean, password: string | undefined) {
  if (!bound) return;
  if (!password) throw new AppError('VALIDATION_ERROR', { field: 'password', key: 'input_cannot_be_empty', issues: [{ path: 'password', message: 'input_cannot_be_empty' }] });
  await verifySessionPassword(db, m, password, 'password');
}

async function refuseTakenMobile(db: Db, m: MemberRow, countryDialingCode: string, mobileNum: string) {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, m.brandId), eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum), ne(members.id, m.id)));
  if (other) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
}

async function refuseTakenEmail(db: Db, m: MemberRow, email: string) {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, m.brandId), sql`lower(${members.email}) = ${email}`, ne(members.id, m.id)));
  if (other) throw new AppError('EMAIL_TAKEN', { field: 'email' });
}

/** The names of a brand no player may take as theirs (look-alikes included: shown-text.ts). */
export const brandNamesOf = (brand: { name: string; merchantCode: string }) => [brand.name, brand.merchantCode];

/** Sets the nickname (the contract checked its rule); a name of the staff or of this brand is refused (mc_nickname_reserved). */
export async function updateNickname(db: Db, memberId: number, nickname: string, brand: { name: string; merchantCode: string }) {
  const problem = checkNickname(nickname, brandNamesOf(brand));
  if (problem) throw validationError('nickname', problem.key, problem.params);
  await requireRate(db, `nickname:member:${memberId}`, NICKNAME_RULE);
  await db.update(members).set({ nickname }).where(eq(members.id, memberId));
  return { nickname };
}

/** The generated avatar (0) and the built-in ones, with the member's current choice. */
export async function avatarChoices(db: Db, memberId: number) {
  const m = await loadMember(db, memberId);
  const list = [{ iconId: 0, url: avatarDataUrl(m.id, m.nickname || m.username) }];
  for (let iconId = 1; iconId <= BUILT_IN_AVATARS; iconId++) list.push({ iconId, url: builtInAvatarUrl(iconId) });
  return { current: isKnownAvatar(m.iconId) ? m.iconId : 0, list };
}

export async function updateAvatar(db: Db, memberId: number, iconId: number) {
  await requireRate(db, `avatar:member:${memberId}`, AVATAR_RULE);
  const [m] = await db.update(members).set({ iconId }).where(eq(members.id, memberId)).returning();
  if (!m) throw new AppError('NOT_LOGGED_IN');
  return { iconId: m.iconId, url: memberAvatarUrl(m, isKnownAvatar) };
}

/** The code to bind a phone number: not the member's own number, the password when one is bound, not another's number. */
export async function sendBindMobileCode(
  deps: AccountDeps,
  input: { memberId: number; brand: BrandOf; ip: string; body: CallContext<'bindMobileCode'>['body'] },
) {
  const { brand, body } = input;
  const m = await loadMember(deps.db, input.memberId);
  const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum);
  // the member's own number again: only to verify it (a verified one is bound already), which moves nothing: no password
  const ownNumber = m.countryDialingCode === phone.countryDialingCode && m.mobileNum === phone.mobileNum;
  if (ownNumber && m.mobileVerifiedAt) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum', self: true });
  await requirePasswordWhenBound(deps.db, m, Boolean(m.mobileNum) && !ownNumber, body.password);
  await refuseTakenMobile(deps.db, m, phone.countryDialingCode, phone.mobileNum);
  return sendPhoneCode(deps, {
    brand,
    purpose: 'bind_mobile',
    countryDialingCode: body.countryDialingCode,
    mobileNum: body.mobileNum,
    ip: input.ip,
    human: {},
    memberId: m.id,
    deliver: async () => true,
  });
}

export async function bindMobile(db: Db, input: { memberId: number; brand: BrandOf; body: CallContext<'bindMobile'>['body'] }) {
  const { brand, body } = input;
  const m = await loadMember(db, input.memberId);
  const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum);
  const ownNumber = m.countryDialingCode === phone.countryDialingCode && m.mobileNum === phone.mobileNum;
  await requirePasswordWhenBound(db, m, Boolean(m.mobileNum) && !ownNumber, body.password);
  await refuseTakenMobile(db, m, phone.countryDialingCode, phone.mobileNum);
  let check: CodeCheck;
  try {
    // the code and the new number commit together; a lost race on the unique index rolls both back
    check = await db.transaction(async (tx) => {
      const result = await consumeCode(tx, { brandId: brand.id, purpose: 'bind_mobile', target: bindTarget(m.id, phone.target), code: body.verificationCode });
      if (result === 'ok') await tx.update(members).set({ countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum, mobileVerifiedAt: new Date() }).where(eq(members.id, m.id));
      return result;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
    throw error;
  }
  if (check !== 'ok') throw codeError(check);
  return { maskedMobile: maskMobile(phone.countryDialingCode, phone.mobileNum)!, countryDialingCode: phone.countryDialingCode };
}

/** The code to bind an email address: not the member's own address, the password when one is bound, not another's. */
export async function sendBindEmailCode(
  deps: AccountDeps,
  input: { memberId: number; brand: BrandOf; ip: string; body: CallContext<'bindEmailCode'>['body'] },
) {
  const { brand, body } = input;
  const m = await loadMember(deps.db, input.memberId);
  // the member's own address again: only to verify it (a verified one is bound already), which moves nothing: no password
  const ownAddress = m.email?.toLowerCase() === body.email;
  if (ownAddress && m.emailVerifiedAt) throw new AppError('EMAIL_TAKEN', { field: 'email', self: true });
  await requirePasswordWhenBound(deps.db, m, Boolean(m.email) && !ownAddress, body.password);
  await refuseTakenEmail(deps.db, m, body.email);
  return sendEmailCode(deps, { brand, purpose: 'bind_email', email: body.email, ip: input.ip, memberId: m.id });
}

export async function bindEmail(db: Db, input: { memberId: number; brand: BrandOf; body: CallContext<'bindEmail'>['body'] }) {
  const { brand, body } = input;
  const m = await loadMember(db, input.memberId);
  await requirePasswordWhenBound(db, m, Boolean(m.email) && m.email?.toLowerCase() !== body.email, body.password);
  await refuseTakenEmail(db, m, body.email);
  let check: CodeCheck;
  try {
    // the code and the new address commit together; a lost race on the unique index rolls both back
    check = await db.transaction(async (tx) => {
      const result = await consumeCode(tx, { brandId: brand.id, purpose: 'bind_email', target: bindTarget(m.id, body.email), code: body.verificationCode });
      if (result === 'ok') await tx.update(members).set({ email: body.email, emailVerifiedAt: new Date() }).where(eq(members.id, m.id));
      return result;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
    throw error;
  }
  if (check !== 'ok') throw codeError(check);
  return { maskedEmail: maskEmail(body.email)! };
}
