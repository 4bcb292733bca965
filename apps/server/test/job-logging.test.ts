import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { readEnv } from '../src/env';
import { loggableError } from '../src/lib/logging';
import { schedulePurge } from '../src/modules/accounts/purge';
import { buildTestApp, testAdminToken } from './helper';

const base = await buildTestApp();

/** Every line the app's logger writes (its real options: level, redaction, serializers). */
const lines: string[] = [];
const app = await buildApp({
  database: base.database,
  brands: base.brands,
  env: readEnv({ TRUST_PROXY: '1' }),
  adminToken: testAdminToken,
  logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
});
afterAll(() => app.close());

/** A secret in a failed query's parameters, as a password hash or an account number would be: random per run. */
const secret = `$argon2id$v=19$secret-hash-${randomBytes(12).toString('hex')}`;
const failure = await base.database.db.execute(sql`select ${secret}::int`).then(
  () => {
    throw new Error('the query was meant to fail');
  },
  (error: unknown) => error as Error,
);

async function logged(message: string, timeoutMs = 5_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const line = lines.find((l) => (JSON.parse(l) as { msg?: string }).msg === message);
    if (line) return line;
  }
  throw new Error(`nothing logged as '${message}'`);
}

describe('errors in the log', () => {
  it("carry drizzle's parameters until they are serialized (the premise)", () => {
    expect(failure.message).toContain(secret);
    expect(JSON.stringify({ ...failure, message: failure.message })).toContain(secret);
  });

  it("leave a failed background job's query parameters out of the log, keeping its SQLSTATE and query text", async () => {
    // the purge job on a database whose deletes fail the way a real query did (its lease still works)
    const failing = new Proxy(base.database.db, {
      get: (target, prop, receiver) =>
        prop === 'execute'
          ? target.execute.bind(target)
          : prop === 'delete'
            ? () => {
                throw failure;
              }
            : Reflect.get(target, prop, receiver),
    }) as Db;
    const stop = schedulePurge(failing, app.log, 20);
    try {
      const line = await logged('purge of expired rows failed');
      expect(line).not.toContain(secret);
      expect(line).not.toContain('secret-hash');
      // (the redaction of *.code censors the code field; the message names the SQLSTATE)
      expect(JSON.parse(line).err).toMatchObject({ query: 'select $1::int', message: 'SQLSTATE 22P02' });
    } finally {
      await stop();
    }
  });

  it('redacts however the error is handed to the logger', async () => {
    const noCause = Object.assign(new Error(`Failed query: update members set payee_name = $1\nparams: ${secret}`), { query: 'update members set payee_name = $1', params: [secret] });
    app.log.error(failure);
    app.log.warn({ err: failure, gameCode: 'SSC5D' }, 'job with context failed');
    app.log.warn({ err: noCause }, 'job without a database cause failed');
    app.log.error({ err: loggableError(failure) }, 'request failed');
    const [handed, withContext, withoutCause, request] = await Promise.all([
      logged('SQLSTATE 22P02'),
      logged('job with context failed'),
      logged('job without a database cause failed'),
      logged('request failed'),
    ]);
    for (const line of [handed, withContext, withoutCause, request]) expect(line).not.toContain('secret-hash');
    expect(JSON.parse(withContext)).toMatchObject({ gameCode: 'SSC5D', err: { message: 'SQLSTATE 22P02' } });
    expect(JSON.parse(withoutCause).err.message).toBe('Failed query: update members set payee_name = $1\nparams: [redacted]');
    // the request handler's own loggableError passes the serializer unchanged
    expect(JSON.parse(request).err).toEqual({ ...loggableError(failure), code: '[redacted]' });
  });
});
