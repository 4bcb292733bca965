import { isTrialType } from '@app/contract/session';
import { validateNewPassword } from '@app/contract/validation';
import { and, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallContext } from '../../lib/call-router';
import type { SessionMember } from '../../lib/session-member';
import type { AccountDeps } from './account-deps';
import { codeError, validationError } from './field-errors';
import { accountKey } from './login-throttle';
import { findMemberByPhone, loadMember } from './members';
import { hashPassword } from './passwords';
import { checkPhone, sendPhoneCode } from './phone-codes';
import { verifySessionPassword } from './session-password';
import { revokeMemberSessions } from './sessions';
import { clearFailures, requireRate } from './throttle';
import { consumeCode, issueCode, type CodeCheck } from './verification-codes';
import { messageLanguage, messageText } from './message-texts';

type BrandOf = CallContext<'changePassword'>['brand'];

function temporaryPassword() {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  let out = letters[randomInt(letters.length)]! + digits[randomInt(digits.length)]!;
  while (out.length < 10) out += all[randomInt(all.length)]!;
  return out;
}

/** After a password is set: every session ends, and failed logins (guesses of the old password) are forgotten. */
async function afterPasswordSet(db: Db, brandId: string, member: { id: number; username: string }) {
  await revokeMemberSessions(db, member.id);
  await clearFailures(db, accountKey(brandId, member.username));
}

/** A member's own change, with the old password; the member logs in again. */
export async function changePassword(db: Db, brand: BrandOf, session: SessionMember, body: CallContext<'changePassword'>['body']) {
  if (isTrialType(session.type)) throw new AppError('TRIAL_ACCOUNT');
  const m = await loadMember(db, session.id);
  await verifySessionPassword(db, m, body.oldPassword, 'oldPassword');
  const invalid = validateNewPassword(brand.register, body.newPassword, body.confirmNewPassword);
  if (invalid) throw validationError(invalid.field, invalid.key, invalid.params);
  if (body.newPassword === body.oldPassword) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });
  await db.update(members).set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: new Date() }).where(eq(members.id, m.id));
  await afterPasswordSet(db, brand.id, m);
  return { relogin: true as const };
}

/** The forgot-by-phone SMS code: sent only when a real member account holds the number (the answer is the same). */
export async function sendPasswordCode(deps: AccountDeps, input: { brand: BrandOf; ip: string; body: CallContext<'passwordSmsCode'>['body'] }) {
  const { brand, ip, body } = input;
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
      const m = await findMemberByPhone(deps.db, brand.id, checkPhone(brand, body.countryDialingCode, mobileNum));
      return Boolean(m && !m.backOffice && !isTrialType(m.type));
    },
  });
}

/** Sets a new password with the forgot-by-phone code; the code and the new password commit together. */
export async function setPasswordByPhone(db: Db, brand: BrandOf, body: CallContext<'setPasswordByPhone'>['body']) {
  if (!brand.flags.CHNGPASSVERIF3) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'CHNGPASSVERIF3' });
  const phone = checkPhone(brand, body.countryDialingCode, body.mobileNum);
  const invalid = validateNewPassword(brand.register, body.newPassword, body.confirmNewPassword);
  if (invalid) throw validationError(invalid.field, invalid.key, invalid.params);
  const passwordHash = await hashPassword(body.newPassword);
  const outcome: { code: Exclude<CodeCheck, 'ok'> } | { member: { id: number; username: string } | undefined } = await db.transaction(async (tx) => {
    const check = await consumeCode(tx, { brandId: brand.id, purpose: 'password', target: phone.target, code: body.verificationCode });
    if (check !== 'ok') return { code: check };
    const [m] = await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(and(eq(members.brandId, brand.id), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)))
      .returning({ id: members.id, username: members.username });
    return { member: m };
  });
  if ('code' in outcome) throw codeError(outcome.code);
  if (!outcome.member) throw new AppError('INVALID_VERIFICATION_CODE', { field: 'verificationCode' });
  await afterPasswordSet(db, brand.id, outcome.member);
  return { userName: outcome.member.username };
}

/**
 * A temporary password that signs in once within `ttlMinutes` and forces a new password at once; the old password
 * keeps working until then (a reset someone else asked for changes nothing). Forgot-by-email mails it; an operator
 * reads it to the player.
 */
export async function issueTemporaryPassword(db: Db, input: { brandId: string; memberId: number; ip: string; ttlMinutes: number }) {
  const temporary = temporaryPassword();
  await issueCode(db, { brandId: input.brandId, purpose: 'email_reset', target: `member:${input.memberId}`, ip: input.ip, code: temporary, ttlMinutes: input.ttlMinutes });
  return temporary;
}

/**
 * Forgot by email: mails a temporary password when the username and address match a real member account. The answer
 * is the same either way, so the call tells nobody which accounts exist.
 */
export async function sendTemporaryPassword(deps: AccountDeps, input: { brand: BrandOf; ip: string; body: CallContext<'forgotPasswordByEmail'>['body'] }) {
  const { db } = deps;
  const { brand, ip, body } = input;
  const username = body.username.toLowerCase();
  const email = body.email.toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw validationError('email', 'reg_pattern_3');
  await requireRate(db, `email:ip:${ip}`, { window: 15 * 60_000, max: 10, block: 300_000, minInterval: 1000 });
  await requireRate(db, `email:acct:${brand.id}:${username}`, { window: 15 * 60_000, max: 3, block: 300_000 });
  const [m] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brand.id), eq(members.username, username), eq(members.email, email)));
  if (m && m.passwordHash && !m.backOffice && !isTrialType(m.type)) {
    const temporary = await issueTemporaryPassword(db, { brandId: brand.id, memberId: m.id, ip, ttlMinutes: 30 });
    try {
      const message = messageText('password_reset', messageLanguage(brand, m.language), { brand: brand.name, nickname: m.nickname, username: m.username, password: temporary });
      await deps.email.send({ brandId: brand.id, to: email, ...message });
    } catch (error) {
      deps.log.error({ err: error }, 'email provider failed');
      throw new AppError('SEND_FAILED');
    }
  }
  return { sent: true as const };
}
