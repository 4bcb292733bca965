/** The counters of login attempts: which failures lock whom out, and the answer to a refused attempt. */
import { AppError } from '../../lib/app-error';
import { deviceFingerprint } from './login-flow';
import { retryAfterSeconds, type AttemptCounter, type ClaimResult, type FailurePolicy } from './throttle';

/**
 * Failed logins of one account: the captcha from the first (from every client); from one client (IP and device), blocks
 * of 30 s doubling up to 15 minutes after five.
 */
export const accountFailurePolicy: FailurePolicy = { window: 3600_000, threshold: 5, baseBlock: 30_000, maxBlock: 15 * 60_000 };
/** Failed logins from one client IP over all accounts. */
export const ipFailurePolicy: FailurePolicy = { window: 3600_000, threshold: 20, baseBlock: 30_000, maxBlock: 15 * 60_000 };

export const accountKey = (brandId: string, username: string) => `login:acct:${brandId}:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `login:ip:${ip}`;
/** One client's failures on one account: the client is its IP and its device (the user agent). */
export const accountClientKey = (brandId: string, username: string, ip: string, userAgent: string | undefined) =>
  `${accountKey(brandId, username)}:client:${ip}:${deviceFingerprint(userAgent)}`;

/** The counters a login attempt is claimed against; `client` and `address` are the ones whose blocks lock someone out. */
export interface LoginCounters {
  client?: AttemptCounter;
  address: AttemptCounter;
  list: AttemptCounter[];
}

/**
 * A password login's counters. Failures lock the failing client out of the account (never the account for everyone:
 * one attacker could keep its owner out for good) and, past the IP policy, the IP out of every account; any failure
 * on the account or from the IP asks every client for a captcha.
 */
export function passwordLoginCounters(brandId: string, username: string, ip: string, userAgent: string | undefined): LoginCounters {
  const client: AttemptCounter = { key: accountClientKey(brandId, username, ip, userAgent), policy: accountFailurePolicy, blocks: true, clearedBySuccess: true };
  const address: AttemptCounter = { key: ipKey(ip), policy: ipFailurePolicy, blocks: true, asksCaptcha: true };
  const account: AttemptCounter = { key: accountKey(brandId, username), policy: accountFailurePolicy, asksCaptcha: true, clearedBySuccess: true };
  // in this order: a client locked out of the account hears ACCOUNT_LOCKED before its IP's TOO_MANY_REQUESTS
  return { client, address, list: [client, address, account] };
}

/** An SMS login's counters: the per-IP failure policy only (the code keeps its own attempt limit), and no captcha. */
export function smsLoginCounters(ip: string): LoginCounters {
  const address: AttemptCounter = { key: ipKey(ip), policy: ipFailurePolicy, blocks: true };
  return { address, list: [address] };
}

/** The answer to a refused claim. */
export function refusal(result: Exclude<ClaimResult, { ok: true }>, counters: LoginCounters, captchaGiven: boolean) {
  if (result.refusal === 'captcha') return new AppError(captchaGiven ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED', { captcha: true });
  const wait = { retryAfterSeconds: retryAfterSeconds(result.blockedForMs), captcha: true };
  return new AppError(result.key === counters.address.key ? 'TOO_MANY_REQUESTS' : 'ACCOUNT_LOCKED', wait);
}
