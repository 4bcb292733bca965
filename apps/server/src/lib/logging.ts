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
    serializers: {
      // query strings carry launch tokens, captcha ids and phone numbers: log the path only
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: request.url.split('?')[0], ip: request.ip }),
      // every error logged (a request's, a background job's, log.error(error) too) goes through loggableError, so no
      // call site can forget it: a failed query's parameters never reach the log
      err: errSerializer,
    },
    hooks: {
      // log.error(error) without a message: pino would log the error's own message as msg, and drizzle's holds the
      // failed query's parameters; the message logged is the redacted one instead
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (!(first instanceof Error)) return method.apply(this, args);
        const [message, ...more] = typeof rest[0] === 'string' ? rest : [errSerializer(first).message || first.name, ...rest];
        return method.apply(this, [{ err: first }, message, ...more] as Parameters<typeof method>);
      },
    },
  };
}

/** What loggableError made: logged as it is (the request error handler passes one already). */
const loggable = new WeakSet<object>();

type LoggedError = ReturnType<typeof loggableError>;

/** The logger's `err` serializer (Fastify's type: a type, a message and a stack, all text). */
export function errSerializer(value: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  const logged = value !== null && typeof value === 'object' && loggable.has(value) ? (value as LoggedError) : loggableError(value);
  return { ...logged, message: logged.message ?? '' };
}

/** drizzle's own message of a failed query ends with its parameters: cut them off wherever such a message is kept. */
const withoutParams = (message: string | undefined) => message?.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

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
  const logged = {
    type: innermost?.name ?? 'Error',
    ...(refused
      ? { message: `SQLSTATE ${refused.code}`, code: refused.code, table: refused.table, column: refused.column, constraint: refused.constraint, query }
      : { message: withoutParams(innermost?.message) }),
    stack: frames,
  };
  loggable.add(logged);
  return logged;
}
