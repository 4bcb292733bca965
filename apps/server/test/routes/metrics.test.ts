import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { everyUnderLease } from '../../src/lib/job-lease';
import { schedulePurge } from '../../src/modules/accounts/purge';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { freshIp } from '../accounts-support';
import { buildTestApp, OPS_HOST } from '../helper';
import { rid, walletClient } from '../wallet-support';

/*
 * GET /metrics as an operator's Prometheus reads it: after real calls, the text shows what happened (requests by
 * call, errors by code, money per brand from the ledger, job runs and failures, open sockets, the pool).
 */
const app = await buildTestApp();
const w = walletClient(app);

async function scrape() {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { host: OPS_HOST } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of the series `name` whose labels include `labels`, summed over the matching series (0 when none). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}) {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const seen = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => seen[k] === v)) {
      total += Number(match[3]);
      found = true;
    }
  }
  return found ? total : undefined;
}

/** How much each series moved between two scrapes. */
const delta = (before: string, after: string, name: string, labels: Record<string, string>) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);

describe('GET /metrics', () => {
  it('answers on the operator host only', async () => {
    const brandHost = await app.inject({ method: 'GET', url: '/metrics', headers: { host: 'localhost' } });
    expect(brandHost.statusCode).toBe(404);
    expect(await scrape()).toContain('# TYPE http_requests_total counter');
  });

  it('counts requests by call pattern, method and status, with their latency, and error answers by code', async () => {
    const before = await scrape();
    const ok = await w.api.login('player1', 'Player123!', freshIp());
    expect(ok.body.code).toBe('OK');
    const wrong = await w.api.login('player1', 'not-the-password', freshIp());
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    const bad = await w.api.call('lotteryRules', { query: { gameCode: 'x' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const unknown = await app.inject({ method: 'GET', url: '/wps/no-such-call/12345?token=secret' });
    expect(unknown.statusCode).toBe(404);
    const after = await scrape();

    const login = { call: '/wps/session/login', method: 'POST' };
    expect(delta(before, after, 'http_requests_total', { ...login, status: '200' })).toBe(1);
    expect(delta(before, after, 'http_requests_total', { ...login, status: '401' })).toBe(1);
    expect(delta(before, after, 'http_request_duration_seconds_count', { ...login, status_class: '2xx' })).toBe(1);
    expect(valueOf(after, 'http_request_duration_seconds_sum', { ...login, status_class: '2xx' })).toBeGreaterThan(0);
    expect(delta(before, after, 'http_errors_total', { call: '/wps/session/login', code: 'INVALID_CREDENTIALS' })).toBe(1);
    expect(delta(before, after, 'http_errors_total', { call: '/lgw/lottery/rules', code: 'VALIDATION_ERROR' })).toBe(1);
    // routes registered before the metrics (the probes) are counted too
    expect(delta(before, after, 'http_requests_total', { call: '/healthz', method: 'GET', status: '200' })).toBe(1);
    // a path no route matched is one label, never its raw URL (the series stay bounded, no token reaches the metrics)
    expect(delta(before, after, 'http_errors_total', { call: 'unmatched', code: 'NOT_FOUND' })).toBe(1);
    expect(after).not.toContain('no-such-call');
    expect(after).not.toContain('secret');
    // the earlier scrape itself is a request of its own
    expect(delta(before, after, 'http_requests_total', { call: '/metrics', method: 'GET', status: '200' })).toBe(1);
  });

  it("shows each brand's money of the last 24 hours from the ledger: deposits, operator credits, bets and wins", async () => {
    const before = await scrape();
    const member = await w.register();
    await w.credit(member.username, '12.34');
    // a deposit of 250.00, paid by the sandbox provider's signed callback
    const channels = (await member.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
    const created = await member.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount: '250', requestId: rid() } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    const order = created.body.value as { orderNo: string; amountMinor: number };
    const paid = await w.callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBX', eventId: `EVT${Math.random().toString(36).slice(2)}` });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe('OK');
    // a bet of 3.00 that wins 5.00, through the ledger as a game vendor's calls book them
    const betKey = rid('bet');
    await debitForBet(app.database.db, { brandId: 'demo', memberId: member.memberId, betKey, vendor: 'SBX', gameType: 'RNG', gameCode: 'g1', gameName: 'Test game', stakeMinor: 3_00 });
    await creditWin(app.database.db, { memberId: member.memberId, betKey, payoutMinor: 5_00 });
    const after = await scrape();

    const demo = (kind: string) => ({ brand: 'demo', kind });
    expect(delta(before, after, 'ledger_last_24h_transactions', demo('adjustment'))).toBe(1);
    expect(delta(before, after, 'ledger_last_24h_amount_minor', demo('adjustment'))).toBe(12_34);
    expect(delta(before, after, 'ledger_last_24h_transactions', demo('deposit'))).toBe(1);
    expect(delta(before, after, 'ledger_last_24h_amount_minor', demo('deposit'))).toBe(250_00);
    expect(delta(before, after, 'ledger_last_24h_transactions', demo('bet'))).toBe(1);
    expect(delta(before, after, 'ledger_last_24h_amount_minor', demo('bet'))).toBe(3_00);
    expect(delta(before, after, 'ledger_last_24h_transactions', demo('win'))).toBe(1);
    expect(delta(before, after, 'ledger_last_24h_amount_minor', demo('win'))).toBe(5_00);
    expect(delta(before, after, 'ledger_last_24h_amount_minor', demo('withdrawal_hold'))).toBe(0);
    // every brand and kind has its series (0 when nothing moved), so an alert sees a silence as 0, not as nothing
    for (const brand of app.brands.all.map((b) => b.id)) {
      for (const kind of ['deposit', 'withdrawal_hold', 'bet', 'win', 'adjustment']) {
        expect(valueOf(after, 'ledger_last_24h_amount_minor', { brand, kind }), `${brand} ${kind}`).toBeGreaterThanOrEqual(0);
      }
    }
    // the figures are the ledger's: the same sums as the entries of the window say
    const [ledger] = (
      (await app.database.db.execute(sql`select coalesce(sum(amount_minor), 0)::bigint as total from ledger_entries
        where brand_id = 'demo' and kind = 'deposit' and member_id is not null and created_at >= now() - interval '24 hours'`)) as unknown as { rows: Array<{ total: string }> }
    ).rows;
    expect(valueOf(after, 'ledger_last_24h_amount_minor', demo('deposit'))).toBe(Number(ledger!.total));
  });

  it('counts background job runs and failures by job, the lottery scheduler and the minute jobs alike', async () => {
    const db = app.database.db;
    const before = await scrape();
    // the purge job on a database whose deletes fail: its failure is logged and counted
    const failing = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'delete'
          ? () => {
              throw new Error('purge refused');
            }
          : Reflect.get(target, prop, receiver),
    }) as Db;
    const stopPurge = schedulePurge(failing, app.log, 20);
    let ran = 0;
    const stopJob = everyUnderLease(db, 'metrics-test-job', 20, async () => {
      ran += 1;
    });
    app.lottery.start();
    const until = async (check: () => Promise<boolean>) => {
      for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 25))) if (await check()) return;
      throw new Error('the jobs did not run within 10 s');
    };
    await until(async () => ran >= 2 && valueOf(await scrape(), 'job_failures_total', { job: 'purge' })! >= 2 && valueOf(await scrape(), 'job_runs_total', { job: 'lottery-scheduler' })! >= 1);
    await Promise.all([stopPurge(), stopJob(), app.lottery.stop()]);
    const after = await scrape();

    expect(delta(before, after, 'job_runs_total', { job: 'metrics-test-job' })).toBe(ran);
    expect(delta(before, after, 'job_failures_total', { job: 'metrics-test-job' })).toBe(0);
    expect(delta(before, after, 'job_failures_total', { job: 'purge' })).toBeGreaterThanOrEqual(2);
    expect(delta(before, after, 'job_runs_total', { job: 'purge' })).toBe(delta(before, after, 'job_failures_total', { job: 'purge' }));
    expect(delta(before, after, 'job_runs_total', { job: 'lottery-scheduler' })).toBeGreaterThanOrEqual(1);
    expect(delta(before, after, 'job_failures_total', { job: 'lottery-scheduler' })).toBe(0);
    expect(valueOf(after, 'job_duration_seconds_count', { job: 'lottery-scheduler' })).toBeGreaterThanOrEqual(1);
    // the process's own figures come along
    expect(valueOf(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts the push sockets open, until they close', async () => {
    // a real connection: the socket's close must reach the server as it does in production
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { token } = await w.register();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/live`);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    const ready = new Promise((resolve) => socket.addEventListener('message', (event) => String(event.data).includes('"ready"') && resolve(null)));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await ready;
    expect(valueOf(await scrape(), 'ws_connections_open', { route: '/ws/live' })).toBe(1);
    socket.close();
    let open: number | undefined = 1;
    for (let i = 0; i < 80 && open !== 0; i++) {
      await new Promise((r) => setTimeout(r, 25));
      open = valueOf(await scrape(), 'ws_connections_open', { route: '/ws/live' });
    }
    expect(open).toBe(0);
  });

  it("shows the PostgreSQL pool's use, and no pool on the embedded database", async () => {
    const text = await scrape();
    if (app.database.kind === 'postgres') {
      expect(valueOf(text, 'db_pool_max_connections')).toBe(10);
      expect(valueOf(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'db_pool_waiting_clients')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });
});
