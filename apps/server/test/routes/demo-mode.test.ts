import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { bootstrap, readOrCreateSecret } from '../../src/bootstrap';
import { demoFeatures, demoModeLine, productionProblems, readEnv } from '../../src/env';
import { accountsClient, freshIp } from '../accounts-support';
import { gamesClient } from '../games-support';
import { buildTestApp, OPS_HOST, operatorHeaders, testAdminToken } from '../helper';

const app = await buildTestApp();
const phone = '+639171234567';

/** The same database and brands as a real deployment would start them, with this environment. */
async function appWith(env: Record<string, string>) {
  return buildApp({ database: app.database, brands: app.brands, env: readEnv(env), adminToken: testAdminToken });
}

describe('demo mode', () => {
  it('is on by default on the embedded database, off on PostgreSQL unless DEMO=1', () => {
    expect(demoFeatures(readEnv({}))).toMatchObject({ demo: true, sandboxPayments: true, sandboxOutbox: true, sandboxVendor: true, testAids: false });
    expect(demoFeatures(readEnv({ DATABASE_URL: 'postgresql://db/app' }))).toMatchObject({ demo: false, sandboxPayments: false, sandboxOutbox: false, sandboxVendor: false });
    expect(demoFeatures(readEnv({ DATABASE_URL: 'postgresql://db/app', DEMO: '1' })).demo).toBe(true);
    expect(demoFeatures(readEnv({ DEMO: '0' })).sandboxPayments).toBe(false);
    expect(demoModeLine(demoFeatures(readEnv({})))).toMatch(/^Demo mode is ON.*sandbox payments.*outbox.*game vendor/);
    expect(demoModeLine(demoFeatures(readEnv({ DEMO: '0' })))).toMatch(/^Demo mode is off/);
  });

  it('has no sandbox pay page, outbox, captcha answer or vendor callbacks in a real deployment', async () => {
    const real = await appWith({ DATABASE_URL: 'postgresql://db/app' });
    try {
      for (const [method, url] of [
        ['GET', '/sandbox/pay/D20261125AAAAAAAAAA'],
        ['POST', '/sandbox/pay/D20261125AAAAAAAAAA'],
        ['POST', '/wps/payment/callback/sandbox'],
        ['POST', '/wps/seamless/PG/credit'],
        ['POST', '/wps/seamless/PG/balance'],
        ['GET', `/dev/outbox?to=${encodeURIComponent(phone)}`],
        ['GET', '/dev/captcha?captchaId=abcdefghijklmnop'],
        ['GET', '/sandbox/vendor/PG/1'],
      ] as const) {
        const res = await real.inject({ method, url, headers: { ...operatorHeaders, accept: 'text/html' }, payload: method === 'POST' ? {} : undefined });
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    } finally {
      await real.close();
    }
  });

  it('does not offer the sandbox vendor\'s games for launch in a real deployment', async () => {
    const real = await appWith({ DATABASE_URL: 'postgresql://db/app' });
    try {
      const g = gamesClient(app);
      const game = await g.gameByExternalId('PG', 'pg-1010');
      const m = await g.member();
      await g.fund(m.id, 10_000);
      const launch = (target: typeof app) =>
        target.inject({ method: 'POST', url: '/wps/game/launchGame', headers: { token: m.token }, payload: { ...g.launchConstants, nodeId: game.id } });
      expect((await launch(app)).json().value.game_url).toContain('/sandbox/vendor/PG/');
      const refused = await launch(real);
      expect([refused.statusCode, refused.json().code, refused.json().value.reason]).toEqual([400, 'NOT_LAUNCHABLE', 'NO_PROVIDER']);
    } finally {
      await real.close();
    }
  });

  it('never hands a visitor the SMS login code of a member: the outbox asks for the operator token', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    expect((await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human()) } })).status).toBe(200);
    const asVisitor = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}`, headers: { host: OPS_HOST } });
    expect(asVisitor.statusCode).toBe(403);
    expect(asVisitor.body).not.toMatch(/\b\d{6}\b/);
    const wrongToken = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}`, headers: { authorization: 'Bearer guess-guess-guess-guess', host: OPS_HOST } });
    expect(wrongToken.statusCode).toBe(403);
    const page = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}`, headers: { accept: 'text/html', host: OPS_HOST } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Operator token');
    expect(page.body).not.toMatch(/\b\d{6}\b/);
    const asOperator = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}`, headers: operatorHeaders });
    expect(asOperator.json().value.list[0].code).toMatch(/^\d{6}$/);
  });

  it('gives the captcha answer to test runners only, never under npm start', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    expect((await api.captcha()).captcha).toMatch(/^\w+$/); // the test app sets TEST_AIDS
    const started = await appWith({}); // what npm start reads: no TEST_AIDS
    try {
      const captchaId = 'captcha-aid-check-0001';
      await started.inject({ method: 'GET', url: `/wps/captcha?captchaId=${captchaId}` });
      const res = await started.inject({ method: 'GET', url: `/dev/captcha?captchaId=${captchaId}`, headers: operatorHeaders });
      expect(res.statusCode).toBe(404);
    } finally {
      await started.close();
    }
  });
});

describe('a production start', () => {
  it('refuses the embedded database, demo mode, test aids and a missing operator token or owner, each named', async () => {
    const ready = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/app', ADMIN_TOKEN: randomBytes(24).toString('hex'), ADMIN_TOKEN_OWNER: 'alice' };
    expect(productionProblems(readEnv({ NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/no DATABASE_URL/),
      expect.stringMatching(/demo mode is on/),
      expect.stringMatching(/no ADMIN_TOKEN \(/),
      expect.stringMatching(/no ADMIN_TOKEN_OWNER/),
    ]);
    expect(productionProblems(readEnv({ ...ready, DATABASE_URL: undefined, DEMO: '0' }))).toEqual([expect.stringMatching(/embedded database/)]);
    expect(productionProblems(readEnv({ ...ready, DEMO: '1' }))).toEqual([expect.stringMatching(/demo mode is on/)]);
    expect(productionProblems(readEnv({ ...ready, TEST_AIDS: '1' }))).toEqual([expect.stringMatching(/TEST_AIDS/)]);
    expect(productionProblems(readEnv(ready))).toEqual([]);
    await expect(bootstrap(readEnv({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'prod-')) }))).rejects.toThrow(/^Refusing a production start: no DATABASE_URL/);
  });

  it('has no built-in vendor secret: one is made per data folder and kept', () => {
    expect(readEnv({}).SANDBOX_VENDOR_SECRET).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    const other = mkdtempSync(join(tmpdir(), 'secret-'));
    try {
      const secret = readOrCreateSecret(dir, 'sandbox-vendor-secret');
      expect(secret).toMatch(/^[0-9a-f]{48}$/);
      expect(readOrCreateSecret(dir, 'sandbox-vendor-secret')).toBe(secret);
      expect(readOrCreateSecret(other, 'sandbox-vendor-secret')).not.toBe(secret);
      expect(statSync(join(dir, 'sandbox-vendor-secret')).mode & 0o077).toBe(0);
      expect(existsSync(join(dir, 'sandbox-vendor-secret')) && readFileSync(join(dir, 'sandbox-vendor-secret'), 'utf8').trim()).toBe(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });
});
