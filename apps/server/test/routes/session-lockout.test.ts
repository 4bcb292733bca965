import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockEventLine, terminalSafe, withdrawalLine } from '../../src/admin-format';
import { loginLockEvents, throttles } from '../../src/db/schema';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp, OPS_HOST, testAdminToken, testOperatorKey } from '../helper';

const app = await buildTestApp();
const api = accountsClient(app);
const db = app.database.db;

const attacker = { 'user-agent': 'Mozilla/5.0 (attacker)' };
const owner = { 'user-agent': 'Mozilla/5.0 (owner phone)' };

/** The login locks as the back office and the CLI read them (operatorLockEvents). */
const lockEvents = async (query: string, token = testOperatorKey) => {
  const res = await app.inject({ method: 'GET', url: `/ops/api/lock-events${query}`, headers: { authorization: `Bearer ${token}`, host: OPS_HOST } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value's shape is the contract's lockEventSchema
  const body = res.json() as { success: boolean; code: string; value: { list: any[] } };
  return { status: res.statusCode, body: { ...body, value: body.value?.list } };
};

beforeEach(async () => {
  await db.delete(throttles);
  await db.delete(loginLockEvents);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a login lock holds the attacking client, not the account', () => {
  it('locks the client that fails, keeps it locked, and lets the owner in from another client with a captcha', async () => {
    const attackerIp = freshIp();
    const login = async (password: string, ip: string, headers: Record<string, string>, withCaptcha = true) => {
      const captcha = withCaptcha ? await api.captcha(freshIp()) : {};
      return api.call('login', { body: { username: 'agent1', password, ...captcha }, ip, headers });
    };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(`wrong-${i}`, attackerIp, attacker, i > 0));
    expect(answers.map((a) => a.body.code)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(answers[4]!.body.value).toMatchObject({ retryAfterSeconds: 30 });
    const locked = await login('Agent123!', attackerIp, attacker);
    expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 30 } });

    // the attacker fails once more in each block window ...
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    expect((await login('wrong-5', attackerIp, attacker)).body.value.retryAfterSeconds).toBe(60);

    // ... and the owner still gets in from another client, once it solves the captcha the account's failures ask for
    const ownerIp = freshIp();
    expect((await login('Agent123!', ownerIp, owner, false)).body.code).toBe('CAPTCHA_REQUIRED');
    const ownerLogin = await login('Agent123!', ownerIp, owner);
    expect(ownerLogin.body).toMatchObject({ success: true, value: { userName: 'agent1' } });
    // another device behind the attacker's IP is another client too
    expect((await login('Agent123!', attackerIp, owner)).body.success).toBe(true);
    // the owner's logins lift nothing from the attacker's client
    expect((await login('Agent123!', attackerIp, attacker)).body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 60 } });
  });

  it('lists the locks for the operator, filtered by brand and username, behind the admin token', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const captcha = i > 0 ? await api.captcha(freshIp()) : {};
      await api.call('login', { body: { username: 'Player1', password: `wrong-${i}`, ...captcha }, ip, headers: attacker });
    }
    const events = await lockEvents('?brandId=demo&username=PLAYER1');
    expect(events.body.value).toHaveLength(1);
    const [event] = events.body.value;
    expect(event).toMatchObject({ brandId: 'demo', username: 'player1', scope: 'account', ip, userAgent: attacker['user-agent'], failures: 5 });
    expect(Date.parse(event!.lockedUntil) - Date.parse(event!.lockedAt)).toBeGreaterThanOrEqual(29_000);
    expect(Date.parse(event!.lockedUntil) - Date.parse(event!.lockedAt)).toBeLessThanOrEqual(30_000);
    expect((await lockEvents('?username=agent1')).body.value).toEqual([]);
    expect((await lockEvents('?brandId=tiger')).body.value).toEqual([]);
    expect((await lockEvents('')).body.value).toHaveLength(1);
    // the master token is no operator credential: it only bootstraps the first owner
    const refused = await lockEvents('', testAdminToken);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('NOT_LOGGED_IN');
  });

  it('records a client IP locked out of every account, with the account it last tried', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const captcha = i > 0 ? await api.captcha(freshIp()) : {};
      await api.call('login', { body: { username: `ghost${i}`, password: 'x1x1x1', ...captcha }, ip });
    }
    const events = (await lockEvents('?brandId=demo')).body.value;
    expect(events).toEqual([expect.objectContaining({ scope: 'ip', username: 'ghost19', ip, failures: 20 })]);
  });

  it('takes a successful attempt back from the IP count, with the block its claim started', async () => {
    const ip = freshIp();
    for (let i = 0; i < 19; i++) {
      const captcha = i > 0 ? await api.captcha(freshIp()) : {};
      expect((await api.call('login', { body: { username: `ghost${i}`, password: 'x1x1x1', ...captcha }, ip })).body.code).toBe('INVALID_CREDENTIALS');
    }
    // the 20th attempt reaches the IP threshold while it is checked, but it succeeds
    const ok = await api.call('login', { body: { username: 'player1', password: 'Player123!', ...(await api.captcha(freshIp())) }, ip });
    expect(ok.body.success).toBe(true);
    const next = await api.call('login', { body: { username: 'player1', password: 'Player123!', ...(await api.captcha(freshIp())) }, ip });
    expect(next.body.success).toBe(true);
    // the failures still stand: the next one is the 20th and blocks
    const twentieth = await api.call('login', { body: { username: 'ghost19', password: 'x1x1x1', ...(await api.captcha(freshIp())) }, ip });
    expect(twentieth.body).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { retryAfterSeconds: 30 } });
  });
});

describe('the admin CLI prints player data escaped', () => {
  const esc = '\u001b[31m';
  it('escapes control characters in a lock event line', () => {
    const line = lockEventLine({
      id: 1,
      brandId: 'demo',
      username: `${esc}evil\u009b2J`,
      scope: 'account',
      ip: '198.18.0.1',
      userAgent: `curl\r\n${esc}`,
      failures: 5,
      lockedAt: '2030-01-01T00:00:00.000Z',
      lockedUntil: '2030-01-01T00:00:30.000Z',
    });
    expect(line).toContain('\\u001b[31mevil\\u009b2J');
    expect(line).toContain('curl\\u000d\\u000a\\u001b[31m');
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('escapes control characters in a withdrawal line', () => {
    const line = withdrawalLine({ id: 7, orderNo: 'W1', status: 'requested', amountMinor: 10000, brandId: 'demo', memberId: 3, bankName: `${esc}Bank`, accountName: 'A\u202eB', accountNumber: '12\u00003' }, app.brands);
    expect(line).toContain('₱100.00  demo');
    expect(line).toContain('\\u001b[31mBank A\\u202eB 12\\u00003');
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });

  it('leaves ordinary text alone', () => {
    expect(terminalSafe('Ñandú 銀行 O\'Brien-42')).toBe('Ñandú 銀行 O\'Brien-42');
    expect(terminalSafe(null)).toBe('');
  });
});
