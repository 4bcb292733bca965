// Reports section of `npm run bench` (issue 30): the reports of a brand with 10,000,000 settled bets of
// 1,000,000 members over 90 days across 2,000 games, measured inside the server process (Fastify inject on the
// operator host: routing, the operator's API key, validation, handler and database; no network). The bets go in the
// way production writes them (bulk inserts; the figure trigger of migration 0049 queues each statement's figures and
// the roll-up job moves them into the daily rows, timed and printed), then the report is timed: the last 30 days by
// day, the last 30 days by game, and today by provider. Target p95 < 200 ms on PostgreSQL; the embedded database runs
// a hundredth of the bets, printed only. The quick run (--quick): 10,000 members, 100,000 bets, 40 calls each.
// Run alone: node scripts/bench-reports.mjs
import { join } from 'node:path';
import { measureInProcess, runAlone, size, timeInjectedGet } from './bench-support.mjs';

const MEMBERS = size(1_000_000, 10_000);
const BETS = size(10_000_000, 100_000);
const GAMES = 2_000;
const DAYS = 90;
const ROUNDS = size(100, 40);
const WARMUP = size(10, 5);
const TARGET_MS = 200;

const harnessExports = `
        export { buildApp } from './apps/server/src/app';
        export { openDatabase } from './apps/server/src/db/client';
        export { readEnv, repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { createOperator } from './apps/server/src/modules/operators/accounts';
        export { issueCredential } from './apps/server/src/modules/operators/credentials';
        export { rollUpReports } from './apps/server/src/modules/reports/roll-up';
        export { syncBrandClocks } from './apps/server/src/modules/content/brand-clock';
        export { addDays, zonedDate } from './packages/contract/src/zoned-time';
        export { sql } from 'drizzle-orm';
`;

/** Members in chunks, then settled bets over the last 90 days in chunks of 500,000 rows (one trigger run each). */
async function insertActivity(h, db, brandId, members, bets) {
  const tag = Date.now().toString(36);
  for (let from = 1; from <= members; from += 500_000) {
    await db.execute(h.sql`
      insert into members (brand_id, username, nickname, type) select ${brandId}, ${`rp${tag}`} || g, 'Bench', 0
      from generate_series(${from}::int, ${Math.min(members, from + 499_999)}::int) g`);
  }
  const [range] = (await db.execute(h.sql`select min(id) as first, max(id) as last from members where username like ${`rp${tag}%`}`)).rows;
  const first = Number(range.first);
  const count = Number(range.last) - first + 1;
  const seconds = DAYS * 86_400 - 120;
  for (let from = 1; from <= bets; from += 500_000) {
    await db.execute(h.sql`
      insert into bets (brand_id, member_id, vendor, game_type, game_code, game_name, wallet, stake_minor, payout_minor, valid_bet_minor, status, bet_key, placed_at, settled_at)
      select ${brandId}, ${first} + (g * 2654435761 % ${count})::int, 'BV' || (g % ${GAMES} / 50), 'RNG', 'bg' || (g % ${GAMES}), 'Bench game ' || (g % ${GAMES}), 'MAIN',
        100 + g % 900, case when g % 3 = 0 then 2 * (100 + g % 900) else 0 end, 100 + g % 900, 'settled', ${`rb${tag}`} || g,
        now() - interval '1 minute' - ((g * 104729) % ${seconds}) * interval '1 second', now() - interval '1 minute' - ((g * 104729) % ${seconds}) * interval '1 second'
      from generate_series(${from}::bigint, ${Math.min(bets, from + 499_999)}::bigint) g`);
  }
  // points earned by a tenth of the bets: the points ledger's row trigger (migration 0053) queues each for the rewards report
  for (let from = 1; from <= bets / 10; from += 500_000) {
    await db.execute(h.sql`
      insert into point_transactions (brand_id, member_id, kind, change, balance_after, created_at)
      select ${brandId}, ${first} + (g * 2654435761 % ${count})::int, 'earn', 1 + g % 9, 0, now() - interval '1 minute' - ((g * 104729) % ${seconds}) * interval '1 second'
      from generate_series(${from}::bigint, ${Math.min(bets / 10, from + 499_999)}::bigint) g`);
  }
}

async function measure(h, database, label, report) {
  const brands = h.loadBrands(join(h.repoRoot, 'brands'));
  const brandId = brands.all[0].id;
  const postgres = label === 'PostgreSQL';
  const bets = postgres ? BETS : Math.max(10_000, BETS / 100);
  const members = postgres ? MEMBERS : Math.max(1_000, MEMBERS / 100);
  await database.migrate();
  // the brands' clocks first, as a started server has them: the figure triggers count each bet in the brand's day
  await h.syncBrandClocks(database.db, brands.all);
  const db = database.db;
  const loading = performance.now();
  await insertActivity(h, db, brandId, members, bets);
  const loaded = performance.now() - loading;
  const rolling = performance.now();
  const moved = await h.rollUpReports(db);
  console.log(`  ${label}: loaded ${members} members, ${bets} bets in ${(loaded / 1000).toFixed(1)} s; roll-up of ${moved} queued rows ${((performance.now() - rolling) / 1000).toFixed(1)} s`);
  await db.execute(h.sql`analyze`);
  const app = await h.buildApp({ database, brands, env: h.readEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }) });
  try {
    const owner = await h.createOperator(db, { actor: 'bench' }, { username: 'benchreports', password: 'BenchOwner123', role: 'owner', brandIds: null }, brands.all);
    const { token } = await h.issueCredential(db, { operatorId: owner.id, kind: 'api_key', ip: '127.0.0.1', name: 'bench' });
    const day = (ago) => h.addDays(h.zonedDate(Date.now(), brands.all[0].timeZone), -ago);
    const target = postgres ? `< ${TARGET_MS}` : 'print only';
    const ok = (ms) => !postgres || ms < TARGET_MS;
    const reports = [
      ['last 30 days by day', `from=${day(29)}&to=${day(0)}&groupBy=day`],
      ['last 30 days by game', `from=${day(29)}&to=${day(0)}&groupBy=game`],
      ['today by provider', `from=${day(0)}&to=${day(0)}&groupBy=provider`],
    ];
    for (const [what, query] of reports) {
      const timed = await timeInjectedGet(app, `/ops/api/reports/games?brandId=${brandId}&${query}`, { host: 'ops.localhost', authorization: `Bearer ${token}` }, { warmup: WARMUP, rounds: ROUNDS });
      if (!timed.value.rows.length) throw new Error(`${what}: no rows`);
      report(`games report p95, ${what}, ${bets.toLocaleString('en')} bets (${label}; ${timed.value.rows.length} rows)`, timed.p95.toFixed(1), 'ms', target, ok(timed.p95));
    }
    // the other reports over the last 30 days: they read daily rows too, so their cost follows days, not history
    const others = [
      ['payments', 'payments'],
      ['rewards', 'rewards'],
      ['players', 'players'],
      ['agents', 'agents'],
      ['responsible gaming', 'responsible-gaming'],
    ];
    for (const [what, path] of others) {
      const timed = await timeInjectedGet(app, `/ops/api/reports/${path}?brandId=${brandId}&from=${day(29)}&to=${day(0)}`, { host: 'ops.localhost', authorization: `Bearer ${token}` }, { warmup: WARMUP, rounds: ROUNDS });
      report(`${what} report p95, last 30 days (${label})`, timed.p95.toFixed(1), 'ms', target, ok(timed.p95));
    }
  } finally {
    await app.close();
  }
}

export async function benchReports({ report }) {
  console.log(`bench: reports over ${BETS.toLocaleString('en')} bets (in-process)`);
  await measureInProcess('bench-reports', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchReports);
