import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** The SMS gateway boundary. `to` is +<dialling code><number>. */
export interface SmsProvider {
  send(message: { brandId: string; to: string; text: string }): Promise<void>;
}

/** The email boundary. */
export interface EmailProvider {
  send(message: { brandId: string; to: string; subject: string; text: string }): Promise<void>;
}

/** Sandbox SMS: keeps the message in the outbox table and logs it; nothing leaves the server. */
export function sandboxSms(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send({ brandId, to, text }) {
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
