import type { BrandConfig } from '@app/contract/brand';
import { TOO_MANY_REQUESTS_WAIT_SECONDS } from '@app/contract/session';
import { checkMobile } from '@app/contract/validation';
import { countryCodes } from '../routes/system/country-codes';
import type { AccountDeps } from './account-deps';
import { AppError } from './app-error';
import { requireHumanVerification } from './human-verification';
import { phoneTarget } from './masks';
import { hitRate, type RateRule } from './throttle';
import { CODE_TTL_MINUTES, issueCode, type CodePurpose } from './verification-codes';

const FIFTEEN_MINUTES = 15 * 60_000;
const knownDialingCodes = new Set(countryCodes.map((c) => c.countryDialingCode));

/** Checks a dialling code and number with the brand's mobile rule; INVALID_PHONE_NUMBER names the failing field. */
export function checkPhone(brand: BrandConfig, countryDialingCode: string, mobileNum: string | undefined) {
  const code = countryDialingCode.replace(/^\+/, '');
  if (!knownDialingCodes.has(code)) throw new AppError('INVALID_PHONE_NUMBER', { field: 'countryDialingCode' });
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
 * The SMS send of registration, SMS login and forgot-by-phone: checks the number, the human verification
 * (when the brand asks for it) and the limits, then stores a code and sends it. With `deliver` false (no account
 * has the number) it answers the same without sending, so the call tells nobody which numbers exist.
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
  },
) {
  const phone = checkPhone(input.brand, input.countryDialingCode, input.mobileNum);
  if (input.brand.register.humanVerification) await requireHumanVerification(deps.db, input.human);
  await limitSmsSend(deps, input.brand, phone.target, input.ip);
  const expiredMinutes = CODE_TTL_MINUTES;
  if (await input.deliver(phone.target)) {
    const { code, expiresAt } = await issueCode(deps.db, {
      brandId: input.brand.id,
      purpose: input.purpose,
      target: phone.target,
      ip: input.ip,
    });
    try {
      await deps.sms.send({
        brandId: input.brand.id,
        to: phone.target,
        text: `[${input.brand.name}] Your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it.`,
      });
    } catch (error) {
      deps.log.error({ err: error }, 'SMS provider failed');
      throw new AppError('SEND_FAILED');
    }
    return { expiredMinutes, expirationTime: expiresAt.getTime() };
  }
  return { expiredMinutes, expirationTime: Date.now() + expiredMinutes * 60_000 };
}
