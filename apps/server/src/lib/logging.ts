import type { FastifyServerOptions } from 'fastify';
import { databaseError } from './db-errors';

/**
 * What the server log may hold: never a session token, a password or a code, and never a failed query's parameters
 * (drizzle puts them in its error message: password hashes, bank account numbers).
 */
const redactPaths = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'req.headers["idempotency-key"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.paymentPassword',
  '*.verificationCode',
  '*.code',
  '*.captcha',
  '*.token',
];

/** The app's logger options: the level given, secrets redacted. `false` stays off (tests). */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // query strings carry launch tokens, captcha ids and phone numbers: log the path only
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: request.url.split('?')[0], ip: request.ip }),
    },
  };
}

interface ErrorChainLink {
  message?: string;
  name?: string;
  stack?: string;
  cause?: unknown;
  /** drizzle's failed query: its SQL text (its parameters stay out of the log) */
  query?: string;
}

/**
 * An error as the log may hold it: the innermost cause's name and stack. A database error keeps its SQLSTATE, table,
 * column and constraint but not its message (PostgreSQL quotes the refused value there) and names its query by the
 * SQL text only, never the parameters.
 */
export function loggableError(error: unknown) {
  let innermost = error as ErrorChainLink;
  let query: string | undefined;
  for (let depth = 0; innermost?.cause && depth < 4; depth++) {
    if (typeof innermost.query === 'string') query = innermost.query;
    innermost = innermost.cause as typeof innermost;
  }
  if (typeof innermost?.query === 'string') query = innermost.query;
  const refused = databaseError(error);
  const frames = (innermost?.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return {
    type: innermost?.name ?? 'Error',
    ...(refused
      ? { code: refused.code, table: refused.table, column: refused.column, constraint: refused.constraint, query }
      : { message: innermost?.message }),
    stack: frames,
  };
}
