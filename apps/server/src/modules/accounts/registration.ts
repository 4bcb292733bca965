import type { Language, RegisterFieldName } from '@app/contract/brand';
import { isAccountCenterType } from '@app/contract/session';
import { isReservedName } from '@app/contract/shown-text';
import { registerFieldRule, validateRegistration, type RegisterKind } from '@app/contract/validation';
import { and, eq, or } from 'drizzle-orm';
import { publish } from '../../lib/domain-events';
import { checkDateOfBirth } from '../player-activity/age';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallContext } from '../../lib/call-router';
import { uniqueViolation } from '../../lib/db-errors';
import type { AccountDeps } from './account-deps';
import { consumeCaptcha } from './captcha-store';
import { codeError, validationError } from './field-errors';
import { requireHumanVerification } from './human-verification';
import { completeLogin, rememberIp, type MemberRow } from './login-flow';
import { findMemberByPhone } from './members';
import { brandNamesOf } from './profile';
import { claimPayeeName, identityRulesOf } from './shared-identity';
import { hashPassword } from './passwords';
import { checkPhone, sendPhoneCode } from './phone-codes';
import { requireRate } from './throttle';
import { consumeCode, type CodeCheck } from './verification-codes';

type BrandOf = CallContext<'registerByUsername'>['brand'];
type RegisterBody = CallContext<'registerByUsername'>['body'];
type Phone = ReturnType<typeof checkPhone>;
type Values = Partial<Record<RegisterFieldName, string>>;

/** Registration fields kept in the member's profile column. */
const profileFields: RegisterFieldName[] = ['qqNum', 'recommenderId', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'];
/** Fields whose value is kept as typed (passwords are never trimmed). */
const untrimmed = new Set<string>(['password', 'confirmPassword', 'paymentPassword']);

export interface Registration {
  body: RegisterBody;
  brand: BrandOf;
  language: Language;
  ip: string;
  userAgent: string | undefined;
  /** the web client's install id (shared-identity.ts installIdOf), '' when none */
  installId?: string;
  /** the brand pack's age rule: the date of birth asked and checked at registration (absent: not asked) */
  ageRule?: { minimum: number; requireDateOfBirth: boolean };
}

/** The agent (account-centre member) of an affiliate code; INVALID_AFFILIATE_CODE otherwise. */
async function agentOfAffiliateCode(db: Db, brandId: string, code: string) {
  const [agent] = await db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.affiliateCode, code)));
  if (!agent || !isAccountCenterType(agent.type)) throw new AppError('INVALID_AFFILIATE_CODE', { field: 'affiliateCode' });
  return agent;
}

function registrationEnabled(brand: BrandOf, kind: RegisterKind) {
  const settings = brand.register;
  return (
    brand.flags.DIRECTREG3 &&
    (kind === 'username' ? brand.flags.USERNAMEREG3 && settings.usernameRegistration : brand.flags.MOBILENUMREG3 && settings.mobileRegistration)
  );
}

/** The body's text fields, trimmed (passwords excepted); a mobile registration's username is its number. */
function registrationValues(kind: RegisterKind, body: RegisterBody): Values {
  const values: Values = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') values[field as RegisterFieldName] = untrimmed.has(field) ? value : value.trim();
  }
  if (kind === 'mobile') delete values.username;
  return values;
}

/**
 * The nickname a new account starts with: the payee name, else the username, unless it poses as the staff or the
 * brand (shown-text.ts), else "Player" and the username's last 4 characters. Registration is not refused for it: a
 * payee name is the bank's, and the member may choose a nickname later.
 */
function firstNickname(brand: BrandOf, candidates: Array<string | undefined>, username: string) {
  return candidates.find((name) => name && !isReservedName(name, brandNamesOf(brand))) ?? `Player ${username.slice(-4)}`;
}

/** Refuses a username or phone number another account of the brand holds (the mobile kind reports both as MOBILE_TAKEN). */
async function refuseTaken(db: Db, brandId: string, kind: RegisterKind, username: string, phone: Phone | null) {
  const taken = await db
    .select({ username: members.username, mobileNum: members.mobileNum, countryDialingCode: members.countryDialingCode })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        phone
          ? or(eq(members.username, username), and(eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)))
          : eq(members.username, username),
      ),
    );
  const mobileTaken = phone && taken.some((t) => t.mobileNum === phone.mobileNum && t.countryDialingCode === phone.countryDialingCode);
  if (kind === 'mobile' && (mobileTaken || taken.length)) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  if (taken.some((t) => t.username === username)) throw new AppError('USERNAME_TAKEN', { field: 'username' });
  if (mobileTaken) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
}

/** Creates the account, spending the SMS code in the same transaction; a lost race on a unique index is a TAKEN error. */
async function insertMember(
  db: Db,
  input: Registration & {
    kind: RegisterKind;
    values: Values;
    username: string;
    phone: Phone | null;
    uplineId: number | null;
    needsCode: boolean;
    type?: number;
    dateOfBirth?: string | null;
  },
): Promise<MemberRow> {
  const { body, brand, kind, values, username, phone } = input;
  const passwordHash = await hashPassword(values.password!);
  const profile = Object.fromEntries(profileFields.filter((f) => values[f]).map((f) => [f, values[f]]));
  let outcome: { member: MemberRow } | { code: Exclude<CodeCheck, 'ok'> };
  try {
    // code consumption and the new account commit together; a lost race on the unique indexes rolls both back
    outcome = await db.transaction(async (tx) => {
      if (input.needsCode) {
        const check = await consumeCode(tx, { brandId: brand.id, purpose: 'register', target: phone!.target, code: values.verificationCode ?? '' });
        if (check !== 'ok') return { code: check };
      }
      const [member] = await tx
        .insert(members)
        .values({
          brandId: brand.id,
          username,
          passwordHash,
          type: input.type ?? 0,
          nickname: firstNickname(brand, [values.payeeName, kind === 'mobile' ? undefined : values.username], username),
          email: values.email?.toLowerCase() || null,
          countryDialingCode: phone?.countryDialingCode ?? null,
          mobileNum: phone?.mobileNum ?? null,
          // the SMS code spent in this transaction proved the number
          mobileVerifiedAt: input.needsCode ? new Date() : null,
          payeeName: values.payeeName || null,
          dateOfBirth: input.dateOfBirth ?? null,
          profile,
          uplineId: input.uplineId,
          referralCode: body.referralCode?.trim() || null,
          language: input.language,
          registerIp: input.ip,
          registerUrl: body.registerUrl ?? body.domain ?? null,
          registerMethod: body.registerMethod ?? 'WEB',
        })
        .returning();
      // one member per brand holds a payee name (docs/multi-account.md): a name another member holds is refused, or
      // kept and counted as shared where the brand allows family accounts
      await claimPayeeName(tx, { brandId: brand.id, memberId: member!.id, name: member!.payeeName, field: 'payeeName', rule: (await identityRulesOf(tx, brand.id)).sharedBankAccounts, newMember: true });
      // loyalty links a friend invited with a member's code with the new account, or not at all
      await publish(tx, 'member.created', { brandId: brand.id, memberId: member!.id, referralCode: member!.referralCode });
      return { member: member! };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (!constraint) throw error;
    if (constraint.includes('email')) throw new AppError('EMAIL_TAKEN', { field: 'email' });
    if (constraint.includes('mobile') || kind === 'mobile') throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
    throw new AppError('USERNAME_TAKEN', { field: 'username' });
  }
  if ('code' in outcome) throw codeError(outcome.code);
  return outcome.member;
}

/**
 * Registers a member by username or by mobile number and logs them in. Checks in this order: the brand allows the
 * kind, the fields, the phone number, human verification, the captcha, the affiliate code, then taken names; the
 * payee name another member holds is refused in the account's transaction (PAYEE_NAME_IN_USE).
 */
export async function registerMember(db: Db, kind: RegisterKind, input: Registration) {
  const { body, brand, ip } = input;
  const settings = brand.register;
  if (!registrationEnabled(brand, kind)) throw new AppError('OPERATION_NOT_ALLOWED', { feature: kind === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3' });

  const values = registrationValues(kind, body);
  const [firstError] = validateRegistration(settings, kind, values);
  if (firstError) throw validationError(firstError.field, firstError.key, firstError.params);
  const dateOfBirth = input.ageRule ? checkDateOfBirth(input.ageRule, body.dateOfBirth) : null;

  const phone = values.mobileNum ? checkPhone(brand, body.countryDialingCode ?? '', values.mobileNum) : null;
  if (settings.humanVerification) await requireHumanVerification(db, body);
  if (registerFieldRule(settings, kind, 'captcha', values) && values.captcha) {
    if (!(await consumeCaptcha(db, body.captchaId, values.captcha))) throw new AppError('CAPTCHA_INVALID', { captcha: true });
  }

  const uplineId = values.affiliateCode ? (await agentOfAffiliateCode(db, brand.id, values.affiliateCode.toUpperCase())).id : null;
  const username = kind === 'mobile' ? values.mobileNum! : values.username!.toLowerCase();
  await refuseTaken(db, brand.id, kind, username, phone);

  const needsCode = phone !== null && registerFieldRule(settings, kind, 'verificationCode', values) !== null;
  const member = await insertMember(db, { ...input, kind, values, username, phone, uplineId, needsCode, dateOfBirth });
  await rememberIp(db, member.id, ip);
  // the login records where the account was seen from (address, device): the sign-up reward's risk check reads it
  const login = await completeLogin(db, { member, brand, ip, userAgent: input.userAgent, installId: input.installId, forceChangePassword: false, passwordExpired: false });
  // a person proved at the keyboard: human verification, a captcha typed or an SMS code to come
  const humanChecked = settings.humanVerification || Boolean(registerFieldRule(settings, kind, 'captcha', values) && values.captcha) || needsCode;
  await publish(db, 'member.registered', { brandId: brand.id, memberId: member.id, ip, humanChecked, byAgent: false });
  return login;
}

/**
 * An agent registers a member of its downline directly (agent centre), or an operator a top-level agent (uplineId
 * null): the brand's username registration and its field rules apply, except the checks that prove a person is at the
 * keyboard (captcha, SMS code, human verification: the agent or operator is signed in) and the affiliate code (the
 * upline is given). No session is opened for the new account.
 */
export async function registerForUpline(db: Db, input: Registration & { uplineId: number | null; type: number }) {
  const { brand } = input;
  if (!registrationEnabled(brand, 'username')) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'USERNAMEREG3' });
  const settings = {
    ...brand.register,
    smsVerification: false,
    fields: { ...brand.register.fields, captcha: { ...brand.register.fields.captcha!, enabled: false }, affiliateCode: { ...brand.register.fields.affiliateCode!, enabled: false } },
  };
  const values = registrationValues('username', input.body);
  delete values.captcha;
  delete values.verificationCode;
  delete values.affiliateCode;
  const [firstError] = validateRegistration(settings, 'username', values);
  if (firstError) throw validationError(firstError.field, firstError.key, firstError.params);
  // the pack's age rule holds for people an agent registers too
  const dateOfBirth = input.ageRule ? checkDateOfBirth(input.ageRule, input.body.dateOfBirth) : null;
  const phone = values.mobileNum ? checkPhone(brand, input.body.countryDialingCode ?? '', values.mobileNum) : null;
  const username = values.username!.toLowerCase();
  await refuseTaken(db, brand.id, 'username', username, phone);
  const member = await insertMember(db, { ...input, kind: 'username', values, username, phone, uplineId: input.uplineId, needsCode: false, type: input.type, dateOfBirth });
  await publish(db, 'member.registered', { brandId: brand.id, memberId: member.id, ip: input.ip, humanChecked: false, byAgent: true });
  return member;
}

/** The registration SMS code, for a number no account of the brand holds yet. */
export async function sendRegisterCode(
  deps: AccountDeps,
  input: { brand: BrandOf; ip: string; body: CallContext<'registerSmsCode'>['body'] },
) {
  const { brand, ip, body } = input;
  if (!brand.register.smsVerification) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'smsVerification' });
  const mobileNum = body.mobileNo ?? body.mobileNum;
  const phone = checkPhone(brand, body.countryDialingCode, mobileNum);
  if (await findMemberByPhone(deps.db, brand.id, phone)) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
  return sendPhoneCode(deps, { brand, purpose: 'register', countryDialingCode: body.countryDialingCode, mobileNum, ip, human: body, deliver: async () => true });
}

/** Whether an affiliate code names an agent of the brand (limited per IP: codes are not to be guessed). */
export async function checkAffiliateCode(db: Db, brandId: string, ip: string, rawCode: string) {
  await requireRate(db, `affiliate:ip:${ip}`, { window: 60_000, max: 30, block: 60_000 });
  const code = rawCode.toUpperCase();
  await agentOfAffiliateCode(db, brandId, code);
  return { valid: true as const, code };
}
