import { calls, type CallName } from '@app/contract/calls';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../../src/lib/logging';
import { accountsClient, freshIp, roleTokens } from '../accounts-support';
import { buildTestApp, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { operatorCalls, type OperatorCallName } from '@app/contract/every-call';

/** The field names of an object schema (through refinements and pipes), or none. */
function fieldsOf(schema: unknown): string[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod internals: an object's shape, or a pipe's input
  const s = schema as any;
  if (s?.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  if (s?._zod?.def?.in) return fieldsOf(s._zod.def.in);
  return [];
}

/** Values a careless or hostile client sends; each goes into every field of a call at once. */
const badValues: Array<[string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['escape', '\u001b[31mred\u001b[0m'],
  ['lone surrogate', 'x\ud800y'],
  ['huge string', 'x'.repeat(200_000)],
  ['number', 12345],
  ['huge number', 1e308],
  ['negative', -1],
  ['null', null],
  ['object', { nested: '\u0000' }],
  ['array', ['\u0000']],
];
const badQueryValues = ['a\u0000b', '\u001b[2J', 'x'.repeat(20_000), 'NaN', '1e308', '-1', '[object Object]'];

/** No stack trace, SQL or file path in an answer. */
const leak = /Failed query|\bselect\b.+\bfrom\b|insert into|\bat [\w.<>]+ \(|node_modules|\.ts:\d+|ECONN|password_hash/i;

type Answer = { status: number; body: { success: boolean; code: string; message: string; value: unknown } };
function expectSafeAnswer(label: string, answer: Answer, raw?: string) {
  const serverFault = answer.status >= 500 && answer.body.code !== 'NOT_IMPLEMENTED';
  expect(serverFault, `${label}: ${answer.status} ${answer.body.code}`).toBe(false);
  expect(answer.body, label).toMatchObject({ success: expect.any(Boolean), code: expect.any(String), message: expect.any(String) });
  expect(answer.body, label).toHaveProperty('value');
  expect(leak.test(raw ?? JSON.stringify(answer.body)), `${label} leaks internals: ${raw ?? JSON.stringify(answer.body)}`).toBe(false);
}

describe('bad input to every call of the table', () => {
  let app: TestApp;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  beforeAll(async () => {
    app = await buildTestApp();
    tokens = await roleTokens(app);
  });

  for (const role of ['visitor', 'trial', 'member', 'agent'] as const) {
    it(`answers ${role} with a 4xx envelope, never a 5xx or a leak`, async () => {
      const api = accountsClient(app, { ip: freshIp() });
      const token = role === 'visitor' ? undefined : tokens[role];
      for (const name of Object.keys(calls) as CallName[]) {
        const def = calls[name];
        if (name === 'logout') continue; // would end the session the rest of the loop uses
        const queryFields = fieldsOf(def.query);
        for (const value of badQueryValues) {
          const query = Object.fromEntries((queryFields.length ? queryFields : ['q']).map((f) => [f, value]));
          expectSafeAnswer(`${role} ${name} query ${JSON.stringify(value).slice(0, 20)}`, await api.call(name, { token, query }));
        }
        if (def.method === 'GET') continue;
        const bodyFields = fieldsOf(def.body);
        for (const [label, value] of badValues) {
          const body = Object.fromEntries((bodyFields.length ? bodyFields : ['field']).map((f) => [f, value]));
          expectSafeAnswer(`${role} ${name} body ${label}`, await api.call(name, { token, body }));
        }
        expectSafeAnswer(`${role} ${name} unknown field`, await api.call(name, { token, body: { unknownField: 'x', __proto__: { admin: true } } }));
        const headers: Record<string, string> = token ? { token } : {};
        for (const [label, contentType, payload] of [
          ['invalid JSON', 'application/json', '{"a":'],
          ['wrong content type', 'text/plain', 'hello'],
          ['XML', 'application/xml', '<a/>'],
        ] as const) {
          const res = await app.inject({ method: def.method, url: def.path, headers: { ...headers, 'content-type': contentType, 'x-forwarded-for': freshIp() }, payload });
          expectSafeAnswer(`${role} ${name} ${label}`, { status: res.statusCode, body: res.json() }, res.body);
        }
      }
    }, 240_000);
  }

  it('answers an operator with a 4xx envelope on every operator call, never a 5xx or a leak', async () => {
    const token = await operatorsClient(app).login('owner1');
    for (const name of Object.keys(operatorCalls) as OperatorCallName[]) {
      const def = operatorCalls[name];
      // each call from its own address: the walk sends more than the per-address rate limit allows in a minute
      const ops = operatorsClient(app, { ip: freshIp() });
      // ending sessions or revoking keys would end the session the rest of the loop uses
      if (name === 'operatorLogout' || name === 'operatorLogoutOthers') continue;
      const queryFields = fieldsOf(def.query);
      for (const value of badQueryValues) {
        const query = Object.fromEntries((queryFields.length ? queryFields : ['q']).map((f) => [f, value]));
        expectSafeAnswer(`operator ${name} query ${JSON.stringify(value).slice(0, 20)}`, await ops.call(name, { token, query }));
      }
      if (def.method === 'GET') continue;
      const bodyFields = fieldsOf(def.body);
      for (const [label, value] of badValues) {
        const body = Object.fromEntries((bodyFields.length ? bodyFields : ['field']).map((f) => [f, value]));
        expectSafeAnswer(`operator ${name} body ${label}`, await ops.call(name, { token, body }));
      }
      expectSafeAnswer(`operator ${name} unknown field`, await ops.call(name, { token, body: { unknownField: 'x' } }));
    }
    // the session survived every one of them
    expect((await operatorsClient(app).call('operatorMe', { token })).body.success).toBe(true);
  }, 240_000);

  it('refuses control characters with a 400 naming the field, where they used to reach the database', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    const cases: Array<[CallName, { body?: unknown; query?: Record<string, string>; token?: string }, string]> = [
      ['login', { body: { username: 'player1\u0000', password: 'Player123!' } }, 'username'],
      ['affiliateCheck', { query: { code: 'AGENT1\u0000' } }, 'code'],
      ['betRecords', { query: { vassalage: 'PG\u0000' }, token: tokens.member }, 'vassalage'],
      ['registerByUsername', { body: { username: 'newuser1', password: 'Secret123', confirmPassword: 'Secret123', payeeName: 'Juan\u0000' } }, 'payeeName'],
      ['bindBankCard', { body: { bankName: '\u001b[31mBDO', accountName: 'Juan Cruz', accountNumber: '12345678', paymentPassword: 'Pay12345' }, token: tokens.member }, 'bankName'],
      ['forgotPasswordByEmail', { body: { username: 'phoneuser\u0000', email: 'a@b.co' } }, 'username'],
      ['bindEmailCode', { body: { email: 'x\u0000@example.com', password: 'Player123!' }, token: tokens.member }, 'email'],
    ];
    for (const [name, input, field] of cases) {
      const res = await api.call(name, input);
      expect([name, res.status, res.body.code, res.body.value?.field, res.body.value?.key]).toEqual([name, 400, 'VALIDATION_ERROR', field, 'input_control_characters']);
    }
  });

  it('maps a value the database refuses to 400 and logs a failed query without its parameters', async () => {
    const secret = '$argon2id$v=19$secret-hash-of-someone';
    const failure = await app.database.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeTruthy();
    expect(String((failure as Error).message)).toContain(secret); // drizzle's own message carries the parameters
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('22P02');
  });
});
