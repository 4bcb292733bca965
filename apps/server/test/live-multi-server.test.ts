import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { readEnv, repoRoot } from '../src/env';
import { loadBrands } from '../src/lib/brands';
import { channels } from '../src/lib/notify';
import { everyUnderLease } from '../src/lib/job-lease';
import type { TickSummary } from '../src/modules/lottery/engine';
import { withDatabase } from './global-setup';
import { addTestOperator, dropTestDatabase, testAdminToken } from './helper';
import { openLive } from './live-support';
import { lotteryClient, vn } from './lottery-support';
import { rid } from './wallet-support';

const template = inject('databaseTemplate');

/**
 * Two server processes on one PostgreSQL database, as a load balancer would see them: two apps, each with its own
 * pool, LISTEN connection, session cache, push hub and schedulers, on one database copy. (PGlite is one process by
 * nature: this file needs PostgreSQL.)
 */
describe.skipIf(template.kind !== 'postgres')('two server processes on one database', () => {
  const clock = { now: vn('2031-03-10T10:01:10') };
  const ticks = { a: [] as TickSummary[], b: [] as TickSummary[] };
  const databases: Database[] = [];
  let name = '';
  let a: Awaited<ReturnType<typeof buildApp>>;
  let b: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    name = `app_multi_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    await admin.end();
    const brands = loadBrands(join(repoRoot, 'brands'));
    const build = async (log: TickSummary[]) => {
      const database = await openDatabase({ url: withDatabase(template.url, name) });
      databases.push(database);
      // the owner whose key the tests' operator calls carry (once: both processes share the database)
      await addTestOperator(database.db);
      const env = readEnv({ TRUST_PROXY: '1', TEST_AIDS: '1', POW_DIFFICULTY: '4', RATE_LIMIT_PER_MINUTE: '1000' });
      return buildApp({ database, brands, env, adminToken: testAdminToken, lottery: { now: () => clock.now, tickIntervalMs: 50, onTick: (s) => log.push(s) } });
    };
    a = await build(ticks.a);
    b = await build(ticks.b);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    if (name && template.kind === 'postgres') await dropTestDatabase(template.url, name);
  });

  it('refuses on B, at once, a session that logged out on A', async () => {
    const onA = lotteryClient(a);
    const onB = lotteryClient(b);
    const m = await onA.member('0');
    // B has the session in its cache (it caches sessions for 5 s)
    expect((await onB.api.call('balance', { token: m.token, ip: m.ip })).status).toBe(200);
    // the revocation reaches B through the database as it commits (B's cache drops it as the notification arrives,
    // milliseconds later): no 5 s window
    let heardAt = 0;
    const stop = await databases[1]!.listen(channels.sessionRevoked, () => (heardAt ||= performance.now()));
    const loggedOutAt = performance.now();
    expect((await m.call('logout')).body.code).toBe('OK');
    for (let i = 0; i < 100 && !heardAt; i++) await new Promise((r) => setTimeout(r, 5));
    await stop();
    expect(heardAt - loggedOutAt).toBeGreaterThan(0);
    expect(heardAt - loggedOutAt).toBeLessThan(200);
    const res = await onB.api.call('balance', { token: m.token, ip: m.ip });
    expect([res.status, res.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('closes on B the push socket of a session that logged out on A', async () => {
    const onA = lotteryClient(a);
    const m = await onA.member('0');
    const tab = await openLive(b);
    await tab.auth(m.token);
    expect((await m.call('logout')).body.code).toBe('OK');
    expect((await tab.closed()).code).toBe(4401);
  });

  it('pushes to a tab connected to B a balance change made through A, within 1 s', async () => {
    const onA = lotteryClient(a);
    const m = await onA.member('0');
    const tab = await openLive(b);
    await tab.auth(m.token);
    const before = performance.now();
    await onA.credit(m.username, '7.5');
    const event = await tab.next('balance', (e) => e.value.sumBalanceMinor === 750);
    expect(event.receivedAt - before).toBeLessThan(1000);
    tab.close();
  });

  it('counts the rate limit of a client over both processes', async () => {
    const small = async () => {
      if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
      const database = await openDatabase({ url: withDatabase(template.url, name) });
      databases.push(database);
      const env = readEnv({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '10' });
      return buildApp({ database, brands: loadBrands(join(repoRoot, 'brands')), env });
    };
    const [x, y] = [await small(), await small()];
    try {
      const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await x.inject({ method: 'GET', url: '/wps/system/status', headers })).statusCode);
        statuses.push((await y.inject({ method: 'GET', url: '/wps/system/status', headers })).statusCode);
      }
      // 10 a minute in all, not 10 per process
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    } finally {
      await x.close();
      await y.close();
    }
  });

  it('runs a minute job in one process only, and in the other once the first stops', async () => {
    const runs = { a: 0, b: 0 };
    const [dbA, dbB] = [databases[0]!.db, databases[1]!.db];
    const jobName = `test-job-${randomBytes(3).toString('hex')}`;
    const stopA = everyUnderLease(dbA, jobName, 40, async () => void runs.a++);
    await new Promise((r) => setTimeout(r, 60));
    const stopB = everyUnderLease(dbB, jobName, 40, async () => void runs.b++);
    await new Promise((r) => setTimeout(r, 400));
    expect(runs.a).toBeGreaterThan(3);
    expect(runs.b).toBe(0);
    await stopA();
    await new Promise((r) => setTimeout(r, 300));
    expect(runs.b).toBeGreaterThan(0);
    await stopB();
  });

  it('settles a lottery draw once while both schedulers run, and the win reaches a tab on B', { timeout: 60_000 }, async () => {
    const onA = lotteryClient(a);
    await a.lottery.tick(clock.now);
    const m = await onA.member('100');
    const drawNo = await onA.currentDrawNo('SSC5D');
    // exactly one of BIG and SMALL wins: 2.50 x 1.95, rounded down to the cent
    const bet = await onA.bet(m, { gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['BIG', 'SMALL'], stake: '2.50', requestId: rid('multi') });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const tab = await openLive(b);
    await tab.auth(m.token);
    tab.send({ type: 'subscribe', games: ['SSC5D'] });

    clock.now = vn('2031-03-10T10:02:00');
    a.lottery.start();
    b.lottery.start();
    const drawn = await tab.next('draw', (e) => e.drawNo === drawNo && e.status === 'settled', 30_000);
    expect(drawn.gameCode).toBe('SSC5D');
    const won = await tab.next('balance', (e) => e.value.mainBalanceMinor === 100_00 - 5_00 + 487, 5_000);
    expect(won.value.sumBalanceMinor).toBe(100_00 - 5_00 + 487);
    // a few more ticks of both schedulers
    await new Promise((r) => setTimeout(r, 300));
    // both at once: a stopping leader gives the lease up, which the other would take at its next tick
    await Promise.all([a.lottery.stop(), b.lottery.stop()]);

    // one process held the scheduler's lease: the other never ticked
    const ran = [ticks.a.length, ticks.b.length].sort((x, y) => x - y);
    expect(ran[0]).toBe(0);
    expect(ran[1]).toBeGreaterThan(3);
    const { draw, tickets } = await onA.expectPaidByRules('SSC5D', drawNo);
    expect(tickets.map((t) => t.payoutMinor)).toEqual([487]);
    expect(await onA.drawTransactions(draw.id, 'win')).toEqual({ count: 1, totalMinor: 487 });
    tab.close();
  });
});
