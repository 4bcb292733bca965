import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { EmailProvider, SmsProvider } from './providers';
import type { ServerKeys } from '../../lib/server-keys';

/** What the session and member handlers need. */
export interface AccountDeps {
  db: Db;
  env: Env;
  sms: SmsProvider;
  email: EmailProvider;
  keys: ServerKeys;
  log: FastifyBaseLogger;
}
