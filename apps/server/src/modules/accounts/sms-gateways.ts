/**
 * Real SMS gateways behind the one SmsProvider boundary (issue 31), chosen by SMS_PROVIDER and written from each
 * gateway's public API documentation:
 *
 * - Semaphore (the Philippine gateway): POST {base}/api/v4/messages, form fields apikey, number, message, sendername;
 *   it answers 200 with the queued messages (a list), or 4xx with what was wrong (field names and sentences).
 * - Twilio: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form fields To, From, Body, HTTP basic auth
 *   (account SID : auth token); 201 with the message, or 4xx with { code, message } (Twilio's error codes).
 *
 * A gateway's refusal the player can be told about (quota or credit used up, the sender name not approved) becomes a
 * GatewayRefusal (the spec's SMS_QUOTA_EXCEEDED / SMS_CAPTCHA_CHECK_FAILED); anything else is the spec's unknown
 * failure. A failure that may pass (the gateway's 5xx, a network error, a timeout) is tried again with a short backoff
 * while the player waits; a refusal is not. SMS_API_URL points an adapter at another base URL (the tests' stand-ins).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { GatewayRefusal, sandboxSms, type SmsProvider } from './providers';

export const SMS_PROVIDERS = ['semaphore', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

const DEFAULT_BASE_URL: Record<SmsProviderName, string> = { semaphore: 'https://api.semaphore.co', twilio: 'https://api.twilio.com' };
const ATTEMPTS = 3;
const BACKOFF_MS = 250;
const TIMEOUT_MS = 10_000;

/** A failure worth another try (the gateway's own trouble, not a refusal of this message). */
class TransientFailure extends Error {}

export interface SmsGatewayConfig {
  provider: SmsProviderName;
  apiKey: string;
  /** Twilio's account SID (the basic-auth user); the API key is its auth token */
  accountId?: string;
  /** the sender name (Semaphore) or number / alphanumeric sender id (Twilio) */
  sender: string;
  baseUrl?: string;
}

/** The configured gateway from the environment, or null (then the sandbox outbox keeps messages). */
export function smsGatewayConfig(env: Env): SmsGatewayConfig | null {
  if (!env.SMS_PROVIDER) return null;
  return { provider: env.SMS_PROVIDER, apiKey: env.SMS_API_KEY!, accountId: env.SMS_ACCOUNT_ID, sender: env.SMS_SENDER!, baseUrl: env.SMS_API_URL };
}

/** Why the SMS settings cannot work (checked at start so a bad deployment stops at once, not at a player's login). */
export function smsConfigProblems(env: Env): string[] {
  if (!env.SMS_PROVIDER) return [];
  const problems: string[] = [];
  if (!env.SMS_API_KEY) problems.push(`SMS_PROVIDER=${env.SMS_PROVIDER} needs SMS_API_KEY`);
  if (!env.SMS_SENDER) problems.push(`SMS_PROVIDER=${env.SMS_PROVIDER} needs SMS_SENDER (the sender name the gateway approved)`);
  if (env.SMS_PROVIDER === 'twilio' && !env.SMS_ACCOUNT_ID) problems.push('SMS_PROVIDER=twilio needs SMS_ACCOUNT_ID (the account SID)');
  return problems;
}

const texts = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(texts).join(' ');
  if (value && typeof value === 'object') return Object.entries(value).map(([key, v]) => `${key}: ${texts(v)}`).join(' ');
  return '';
};

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Semaphore answers a refusal in words: credit or balance means the account ran out, a sender name one not approved. */
function semaphoreFailure(status: number, body: unknown): Error {
  const words = texts(body).toLowerCase();
  if (status === 429 || /credit|balance|insufficient|quota/.test(words)) return new GatewayRefusal('quota_exceeded');
  if (/sender ?name|sender/.test(words)) return new GatewayRefusal('captcha_check_failed');
  if (status >= 500) return new TransientFailure(`semaphore ${status}`);
  return new Error(`semaphore refused (${status}): ${words.slice(0, 200)}`);
}

/** Twilio's error codes: rate limits and full queues are the quota; a From the account may not use is the sender. */
const TWILIO_QUOTA = new Set([14107, 20429, 21611, 30001, 30022]);
const TWILIO_SENDER = new Set([21212, 21606, 21659, 21660, 21661]);
function twilioFailure(status: number, body: unknown): Error {
  const code = body && typeof body === 'object' && 'code' in body ? Number((body as { code: unknown }).code) : NaN;
  if (status === 429 || TWILIO_QUOTA.has(code)) return new GatewayRefusal('quota_exceeded');
  if (TWILIO_SENDER.has(code)) return new GatewayRefusal('captcha_check_failed');
  if (status >= 500) return new TransientFailure(`twilio ${status}`);
  return new Error(`twilio refused (${status}, code ${Number.isNaN(code) ? '?' : code})`);
}

function request(config: SmsGatewayConfig, message: { to: string; text: string }) {
  const base = (config.baseUrl ?? DEFAULT_BASE_URL[config.provider]).replace(/\/+$/, '');
  // the gateways take the number's digits with its country code (+63 917... as 63917...)
  const digits = message.to.replace(/\D/g, '');
  if (config.provider === 'semaphore') {
    const form = new URLSearchParams({ apikey: config.apiKey, number: digits, message: message.text, sendername: config.sender });
    return { url: `${base}/api/v4/messages`, init: { method: 'POST', body: form }, failure: semaphoreFailure };
  }
  const form = new URLSearchParams({ To: `+${digits}`, From: config.sender, Body: message.text });
  const auth = Buffer.from(`${config.accountId}:${config.apiKey}`).toString('base64');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountId ?? '')}/Messages.json`;
  return { url, init: { method: 'POST', body: form, headers: { authorization: `Basic ${auth}` } }, failure: twilioFailure };
}

async function sendOnce(config: SmsGatewayConfig, message: { to: string; text: string }) {
  const { url, init, failure } = request(config, message);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new TransientFailure(`${config.provider} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await bodyOf(response);
  if (!response.ok) throw failure(response.status, body);
  // Semaphore answers 200 with its queued messages; a message it failed at once says so
  if (config.provider === 'semaphore' && Array.isArray(body) && body.some((m) => /failed/i.test(String((m as { status?: unknown }).status)))) {
    throw new TransientFailure('semaphore reported the message failed');
  }
}

/** The gateway as the SMS boundary: a transient failure is tried again, up to three times in all. */
export function smsGateway(config: SmsGatewayConfig, wait = (ms: number) => new Promise((done) => setTimeout(done, ms))): SmsProvider {
  return {
    async send({ to, text }) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await sendOnce(config, { to, text });
        } catch (error) {
          if (!(error instanceof TransientFailure) || attempt >= ATTEMPTS) throw error;
          await wait(BACKOFF_MS * 2 ** (attempt - 1));
        }
      }
    },
  };
}

/** The SMS boundary the environment asks for: the configured gateway, else the sandbox outbox. */
export function smsProviderOf(env: Env, db: Db, log: FastifyBaseLogger): SmsProvider {
  const config = smsGatewayConfig(env);
  return config ? smsGateway(config) : sandboxSms(db, log);
}
