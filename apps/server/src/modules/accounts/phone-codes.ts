import type { BrandConfig } from '@app/contract/brand';
import { TOO_MANY_REQUESTS_WAIT_SECONDS } from '@app/contract/session';
import { checkMobile } from '@app/contract/validation';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { countryCodesOf } from '../content/country-codes';
import type { AccountDeps } from './account-deps';
import { AppError } from '../../lib/app-error';
import { sendFailure } from './providers';
import { requireHumanVerification } from './human-verification';
import { phoneTarget } from '../../lib/masks';
import { hitRate, type RateRule } from './throttle';
import { CODE_TTL_MINUTES, issueCode, type CodePurpose } from './verification-codes';
import { messageLanguage, messageText } from './message-texts';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * A number as the country's numbering plan has it (issue 31): read with the chosen dialling code, so a leading trunk 0
 * (0917 123 4567 in the Philippines), spaces, dashes or the number written with its own +63 all give the same national
 * number (9171234567); stored and compared that way, dialling code and national number together are the E.164 number.
 * A number the plan cannot read is kept as typed (the brand's rule then decides).
 */
export function nationalNumber(countryDialingCode: string, mobileNum: string) {
  const parsed = parsePhoneNumberFromString(mobileNum, { defaultCallingCode: countryDialingCode });
  return parsed && parsed.countryCallingCode === countryDialingCode && parsed.isPossible() ? parsed.nationalNumber : mobileNum;
}

/** Checks a dialling code and number with the brand's mobile rule; INVALID_PHONE_NUMBER names the failing field. */
export function checkPhone(brand: BrandConfig, countryDialingCode: string, rawMobileNum: string | undefined) {
  const code = countryDialingCode.replace(/^\+/, '');
  if (!countryCodesOf(brand).some((c) => c.countryDialingCode === code)) throw new AppError('INVALID_PHONE_NUMBER', { field: 'countryDialingCode' });
  const mobileNum = rawMobileNum ? nationalNumber(code, rawMobileNum) : rawMobileNum;
  const error = checkMobile(brand.register, mobileNum);
  if (error || !mobileNum) throw new AppError('INVALID_PHONE_NUMBER', { field: 'mobileNum', ...error });
  return { countryDialingCode: code, mobileNum, target: phoneTarget(code, mobileNum) };
}

/** The SMS limits: one a second per number and per client, and N in 15 minutes, then a 5-minute wait. */
export function smsRules(deps: AccountDeps) {
  const base = { window: FIFTEEN_MINUTES, block: TOO_MANY_REQUESTS_WAIT_SECONDS * 1000, minInterval: 1000 };
  return {
    perNumber: { ...base, max: deps.env.SMS_LIMIT_PER_NUMBER } satisfies RateRule,
    perIp: { ...base, max: deps.env.SMS_LIMIT_PER_IP } satisfies RateRule,
  };
}

/** Counts an SMS send against the number and the client; TOO_MANY_REQUESTS with retryAfterSeconds when refused. */
export async function limitSmsSend(deps: AccountDeps, brand: BrandConfig, target: string, ip: string) {
  const rules = smsRules(deps);
  const result = await hitRate(deps.db, [
    { key: `sms:num:${brand.id}:${target}`, rule: rules.perNumber },
    { key: `sms:ip:${ip}`, rule: rules.perIp },
  ]);
  if (!result.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: result.retryAfterSeconds });
}

/**
 * The code target of a logged-in member's binding: the code works only for the member who asked for it, and only
 * for the number or address it was sent to.
 */
export const bindTarget = (memberId: number, to: string) => `member:${memberId}:${to}`;

/** Stores a code for `codeTarget` and sends it to `to` by SMS or email; SEND_FAILED when the provider refuses. */
async function issueAndSend(
  deps: AccountDeps,
  input: { brand: BrandConfig; purpose: CodePurpose; channel: 'sms' | 'email'; to: string; codeTarget: string; ip: string },
) {
  const expiredMinutes = CODE_TTL_MINUTES;
  const { code, expiresAt } = await issueCode(deps.db, { brandId: input.brand.id, purpose: input.purpose, target: input.codeTarget, ip: input.ip });
  const message = messageText('verification_code', messageLanguage(input.brand), { brand: input.brand.name, code, minutes: expiredMinutes });
  try {
    if (input.channel === 'sms') await deps.sms.send({ brandId: input.brand.id, to: input.to, text: message.text });
    else await deps.email.send({ brandId: input.brand.id, to: input.to, ...message });
  } catch (error) {
    deps.log.error({ err: error }, `${input.channel} provider failed`);
    throw sendFailure(error);
  }
  return { expiredMinutes, expirationTime: expiresAt.getTime() };
}

/**
 * The SMS send of registration, SMS login, forgot-by-phone and a member's phone binding: checks the number, the
 * human verification (when the brand asks for it; not for a logged-in member's binding) and the limits, then stores
 * a code and sends it. With `deliver` false (no account has the number) it answers the same without sending, so the
 * call tells nobody which numbers exist. With `memberId` the code is the member's (bindTarget).
 */
export async function sendPhoneCode(
  deps: AccountDeps,
  input: {
    brand: BrandConfig;
    purpose: CodePurpose;
    countryDialingCode: string;
    mobileNum: string | undefined;
    ip: string;
    human: { humanChallenge?: string; humanNonce?: string };
    deliver: (target: string) => Promise<boolean>;
    memberId?: number;
  },
) {
  const phone = checkPhone(input.brand, input.countryDialingCode, input.mobileNum);
  if (input.brand.register.humanVerification && input.memberId === undefined) await requireHumanVerification(deps.db, input.human);
  await limitSmsSend(deps, input.brand, phone.target, input.ip);
  if (await input.deliver(phone.target)) {
    const codeTarget = input.memberId === undefined ? phone.target : bindTarget(input.memberId, phone.target);
    return issueAndSend(deps, { brand: input.brand, purpose: input.purpose, channel: 'sms', to: phone.target, codeTarget, ip: input.ip });
  }
  return { expiredMinutes: CODE_TTL_MINUTES, expirationTime: Date.now() + CODE_TTL_MINUTES * 60_000 };
}

/** A logged-in member's email binding code: the SMS limits (per address and per client), then the code by email. */
export async function sendEmailCode(deps: AccountDeps, input: { brand: BrandConfig; purpose: CodePurpose; email: string; ip: string; memberId: number }) {
  const to = input.email.toLowerCase();
  await limitSmsSend(deps, input.brand, to, input.ip);
  return issueAndSend(deps, { brand: input.brand, purpose: input.purpose, channel: 'email', to, codeTarget: bindTarget(input.memberId, to), ip: input.ip });
}
