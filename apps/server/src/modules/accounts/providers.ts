import type { Language } from '@app/contract/brand';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A gateway's refusal for a reason players are told (the spec's SMS codes); anything else is the spec's unknown. */
export class GatewayRefusal extends Error {
  constructor(readonly reason: 'quota_exceeded' | 'captcha_check_failed') {
    super(`gateway refused: ${reason}`);
  }
}

/** The player's answer to a failed send: the gateway's named reason, or SEND_FAILED (unknown). */
export function sendFailure(error: unknown) {
  if (error instanceof GatewayRefusal) return new AppError(error.reason === 'quota_exceeded' ? 'SMS_QUOTA_EXCEEDED' : 'SMS_CAPTCHA_CHECK_FAILED');
  return new AppError('SEND_FAILED');
}

/**
 * Demo numbers that make the sandbox gateway fail as a real one can (like a payment sandbox's test cards), so every
 * answer can be seen after npm start: local numbers ending in 0000 (quota used up), 0001 (sender check failed), 0002
 * (an unknown failure).
 */
export const SANDBOX_FAILING_NUMBERS = { quota_exceeded: '0000', captcha_check_failed: '0001', unknown: '0002' } as const;

/** The SMS gateway boundary. `to` is +<dialling code><number>. */
export interface SmsProvider {
  send(message: { brandId: string; to: string; text: string }): Promise<void>;
}

/** The email boundary. */
export interface EmailProvider {
  /** `language`: the words' language (the HTML part's lang and footer) */
  send(message: { brandId: string; to: string; subject: string; text: string; language: Language }): Promise<void>;
}

/** Sandbox SMS: keeps the message in the outbox table and logs it; nothing leaves the server. */
export function sandboxSms(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send({ brandId, to, text }) {
      if (to.endsWith(SANDBOX_FAILING_NUMBERS.quota_exceeded)) throw new GatewayRefusal('quota_exceeded');
      if (to.endsWith(SANDBOX_FAILING_NUMBERS.captcha_check_failed)) throw new GatewayRefusal('captcha_check_failed');
      if (to.endsWith(SANDBOX_FAILING_NUMBERS.unknown)) throw new Error('sandbox gateway: unknown failure');
      await db.insert(outbox).values({ brandId, channel: 'sms', to, body: text });
      log.info({ sandbox: 'sms', brandId, to, text }, 'sandbox SMS');
    },
  };
}

/** Sandbox email: keeps the message in the outbox table and logs it. */
export function sandboxEmail(db: Db, log: FastifyBaseLogger): EmailProvider {
  return {
    async send({ brandId, to, subject, text }) {
      await db.insert(outbox).values({ brandId, channel: 'email', to: to.toLowerCase(), subject, body: text });
      log.info({ sandbox: 'email', brandId, to, subject }, 'sandbox email');
    },
  };
}
