import { calls, type CallName } from '@app/contract/calls';
import { MAX_TIMESTAMP_MS } from '@app/contract/timestamp';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, freshIp, roleTokens } from '../accounts-support';
import { buildTestApp, type TestApp } from '../helper';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod internals: a schema's definition
type Schema = any;

/** A schema without its optional, nullable, default and pipe wrappers. */
function unwrap(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s?._zod?.def;
    if (def?.type === 'pipe') s = def.in;
    else if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def?.type)) s = def.innerType;
    else break;
  }
  return s;
}

/** The top-level number fields of a request schema whose name says they hold a moment or a date. */
function timeFields(schema: Schema): string[] {
  const shape = unwrap(schema)?._zod?.def?.shape as Record<string, Schema> | undefined;
  if (!shape) return [];
  const moment = /(time|at|date)$|^(from|to|since|until|before|after)$/i;
  return Object.entries(shape)
    .filter(([name, field]) => moment.test(name) && unwrap(field)?._zod?.def?.type === 'number')
    .map(([name]) => name);
}

/** Every call of the table with a moment in its query or body, generated from the table. */
const timed = (Object.keys(calls) as CallName[]).flatMap((name) => {
  const def = calls[name];
  return [
    ...timeFields(def.query).map((field) => ({ name, field, where: 'query' as const })),
    ...(def.method === 'GET' ? [] : timeFields(def.body).map((field) => ({ name, field, where: 'body' as const }))),
  ];
});

describe('time ranges of the call table', () => {
  let app: TestApp;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  beforeAll(async () => {
    app = await buildTestApp();
    tokens = await roleTokens(app);
  });

  const tokenFor = (name: CallName) => {
    const roles: readonly string[] = calls[name].roles;
    if (roles.includes('member')) return tokens.member;
    if (roles.includes('agent')) return tokens.agent;
    return undefined;
  };

  it('finds the record calls (the list is generated, not written by hand)', () => {
    const names = new Set(timed.map((t) => t.name));
    for (const name of ['depositOrders', 'withdrawals', 'betRecords', 'accountRecords', 'lotteryMyBets', 'teamBets', 'offerContract'] as const) {
      expect(names.has(name), name).toBe(true);
    }
    expect(names.size).toBeGreaterThanOrEqual(15);
  });

  it('answers 400 VALIDATION_ERROR naming the field for a moment past the year 9999, never a 500', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    for (const huge of ['8640000000000001', String(MAX_TIMESTAMP_MS + 1), '1e300']) {
      for (const { name, field, where } of timed) {
        const input = where === 'query' ? { query: { [field]: huge } } : { body: { [field]: Number(huge) } };
        const res = await api.call(name, { token: tokenFor(name), ...input });
        const label = `${name} ${where} ${field}=${huge}`;
        expect([label, res.status, res.body.code], JSON.stringify(res.body)).toEqual([label, 400, 'VALIDATION_ERROR']);
        expect(res.body.value.issues.map((i: { path: string }) => i.path), label).toContain(field);
      }
    }
  });

  it('answers the last accepted moment without a server fault', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    for (const { name, field, where } of timed) {
      if (where !== 'query') continue;
      const res = await api.call(name, { token: tokenFor(name), query: { period: 'custom', [field]: String(MAX_TIMESTAMP_MS) } });
      expect(res.status, `${name} ${field}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });
});
