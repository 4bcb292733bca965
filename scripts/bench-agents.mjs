// Agent centre section of `npm run bench`: the team overview of an agent with 10,000 downline members (three
// levels) and 1,000,000 settled bets in the period, plus deposits, measured inside the server process (Fastify
// inject: routing, session, validation, handler and database; no network). The data goes in the way production
// writes it: members and bets are bulk-inserted with generate_series, and the figure triggers of migration 0014 keep
// the per-member daily rows and queue the team changes; the roll-up job then moves the queue into the team table
// (timed and printed). Only the overview calls are timed: for the last 30 days as a custom period (the exact
// distinct count of active members) and for today. Target p95 < 50 ms on PostgreSQL. The embedded database runs the
// same at a tenth of the bets, printed only. The quick run (--quick): 2,000 members, 20,000 bets, 40 calls each.
// Run alone: node scripts/bench-agents.mjs
import { join } from 'node:path';
import { measureInProcess, runAlone, size, timeInjectedGet } from './bench-support.mjs';

const MEMBERS = size(10_000, 2_000);
const BETS = size(1_000_000, 20_000);
const DEPOSITS = size(30_000, 1_000);
const DAYS = 30;
const ROUNDS = size(200, 40);
const WARMUP = size(20, 5);
/** The downline's levels: sub-agents, agents below them (a tenth of the team together), members below those. */
const SUB_AGENTS = MEMBERS / 200;
const AGENTS = MEMBERS / 10 - SUB_AGENTS;
const TARGET_MS = 50;

const harnessExports = `
        export { buildApp } from './apps/server/src/app';
        export { openDatabase } from './apps/server/src/db/client';
        export { readEnv, repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { createSession } from './apps/server/src/modules/accounts/sessions';
        export { rollUpTeamFigures } from './apps/server/src/modules/agents/team-figures';
        export { syncBrandClocks } from './apps/server/src/modules/content/brand-clock';
        export { members } from './apps/server/src/db/schema';
        export { sql } from 'drizzle-orm';
`;

/** The agent and its downline: 50 sub-agents, 950 agents below them, 9,000 members below those; 5,000 strangers beside (full run). */
async function insertTeam(h, db, brandId, tag) {
  const [agent] = await db.insert(h.members).values({ brandId, username: `benchagent${tag}`, nickname: 'Bench agent', type: 1 }).returning({ id: h.members.id });
  const level = async (count, uplines, type, prefix) => {
    await db.execute(h.sql`
      insert into members (brand_id, username, nickname, type, upline_id, created_at)
      select ${brandId}, ${prefix} || g, 'Bench', ${type}, (${uplines}::int[])[1 + g % cardinality(${uplines}::int[])],
        now() - ((g * 7919) % ${DAYS * 86_400}) * interval '1 second'
      from generate_series(1, ${count}) g`);
    const rows = await db.execute(h.sql`select id from members where brand_id = ${brandId} and username like ${`${prefix}%`}`);
    return `{${rows.rows.map((r) => r.id).join(',')}}`;
  };
  const first = await level(SUB_AGENTS, `{${agent.id}}`, 1, `b${tag}a`);
  const second = await level(AGENTS, first, 2, `b${tag}b`);
  await level(MEMBERS - SUB_AGENTS - AGENTS, second, 0, `b${tag}m`);
  await db.execute(h.sql`
    insert into members (brand_id, username, nickname, type) select ${brandId}, ${`b${tag}x`} || g, 'Stranger', 0 from generate_series(1, ${MEMBERS / 2}) g`);
  return agent.id;
}

/** The brand's last 30 days on its clock (its zone, as the overview counts them) up to a minute ago: their start and length in seconds. */
const span = (h, zone) => h.sql`select (date_trunc('day', now() at time zone ${zone}) - interval '${h.sql.raw(String(DAYS - 1))} days') at time zone ${zone} as start,
  greatest(1, extract(epoch from now() - interval '1 minute' - ((date_trunc('day', now() at time zone ${zone}) - interval '${h.sql.raw(String(DAYS - 1))} days') at time zone ${zone}))::bigint) as seconds`;

/** Settled bets over the last 30 days in chunks of 100,000 rows (one trigger run each), and paid deposits. */
async function insertActivity(h, db, brand, agentId, bets) {
  const brandId = brand.id;
  const window = span(h, brand.timeZone);
  const ids = h.sql`(select array_agg(member_id order by member_id) from agent_downline where ancestor_id = ${agentId})`;
  const chunk = 100_000;
  for (let from = 1; from <= bets; from += chunk) {
    await db.execute(h.sql`
      with ids as (select ${ids} as a), span as (${window})
      insert into bets (brand_id, member_id, vendor, game_type, game_code, game_name, wallet, stake_minor, payout_minor, valid_bet_minor, status, bet_key, placed_at, settled_at)
      select ${brandId}, ids.a[1 + (g * 2654435761 % cardinality(ids.a))::int], 'PG', 'RNG', 'g', 'Bench', 'MAIN', 100 + g % 900,
        case when g % 3 = 0 then 2 * (100 + g % 900) else 0 end, 100 + g % 900, 'settled', 'bench' || g,
        span.start + ((g * 104729) % span.seconds) * interval '1 second', span.start + ((g * 104729) % span.seconds) * interval '1 second'
      from ids, span, generate_series(${from}::bigint, ${Math.min(bets, from + chunk - 1)}::bigint) g`);
  }
  const [channel] = (
    await db.execute(h.sql`
      insert into deposit_channels (brand_id, code, type, name, min_minor, max_minor) values (${brandId}, ${`BENCH${Date.now()}`}, 'BANK', 'Bench', 1, 100000000)
      returning id`)
  ).rows;
  await db.execute(h.sql`
    with ids as (select ${ids} as a), span as (${window})
    insert into deposit_orders (order_no, brand_id, member_id, channel_id, amount_minor, status, provider, request_id, expires_at, paid_at, created_at)
    select 'DBENCH' || ${Date.now().toString(36).toUpperCase()} || g, ${brandId}, ids.a[1 + (g * 7919 % cardinality(ids.a))::int], ${channel.id}, 100000, 'paid', 'sandbox', 'bench' || g,
      now(), span.start + ((g * 15485863) % span.seconds) * interval '1 second', span.start + ((g * 15485863) % span.seconds) * interval '1 second'
    from ids, span, generate_series(1::bigint, ${DEPOSITS}::bigint) g`);
}

async function measure(h, database, label, report) {
  const brands = h.loadBrands(join(h.repoRoot, 'brands'));
  const brandId = brands.all[0].id;
  const postgres = label === 'PostgreSQL';
  const bets = postgres ? BETS : BETS / 10;
  await database.migrate();
  const db = database.db;
  // the brands' clocks first, as a started server has them: the figure triggers count each bet in the brand's day
  await h.syncBrandClocks(db, brands.all);
  const loading = performance.now();
  const agentId = await insertTeam(h, db, brandId, Date.now().toString(36));
  await insertActivity(h, db, brands.all[0], agentId, bets);
  const loaded = performance.now() - loading;
  const rolling = performance.now();
  const moved = await h.rollUpTeamFigures(db);
  const rolled = performance.now() - rolling;
  console.log(`  ${label}: loaded ${MEMBERS} members, ${bets} bets, ${DEPOSITS} deposits in ${(loaded / 1000).toFixed(1)} s; roll-up of ${moved} queued rows ${(rolled / 1000).toFixed(1)} s`);
  await db.execute(h.sql`analyze`);

  const app = await h.buildApp({ database, brands, env: h.readEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }) });
  try {
    const token = await h.createSession(db, { memberId: agentId, brandId, ip: '127.0.0.1', mustChangePassword: false });
    const now = Date.now();
    const custom = `/wps/agent/team/overview?period=custom&startTime=${now - (DAYS - 1) * 86_400_000}&endTime=${now}`;
    const month = await timeInjectedGet(app, custom, { token }, { warmup: WARMUP, rounds: ROUNDS });
    if (month.value.teamSize !== MEMBERS || month.value.betCount !== bets) throw new Error(`overview counts ${month.value.teamSize} members, ${month.value.betCount} bets`);
    const today = await timeInjectedGet(app, '/wps/agent/team/overview?period=today', { token }, { warmup: WARMUP, rounds: ROUNDS });
    const target = postgres ? `< ${TARGET_MS}` : 'print only';
    const ok = (ms) => !postgres || ms < TARGET_MS;
    report(`team overview p95, ${MEMBERS.toLocaleString('en')} members, ${bets.toLocaleString('en')} bets in 30 days (${label}; ${month.value.activeMembers} active)`, month.p95.toFixed(1), 'ms', target, ok(month.p95));
    report(`team overview p95, today (${label}; ${today.value.betCount} bets today)`, today.p95.toFixed(1), 'ms', target, ok(today.p95));
  } finally {
    await app.close();
  }
}

/** BENCH_AGENTS_KEEP=<database url>: load the data into that database and keep it (for looking at plans). */
export async function loadOnly(url) {
  const { buildServerHarness } = await import('./bench-support.mjs');
  const h = await buildServerHarness('bench-agents-keep', harnessExports);
  const database = await h.module.openDatabase({ url });
  await database.migrate();
  const brand = h.module.loadBrands(join(h.module.repoRoot, 'brands')).all[0];
  await h.module.syncBrandClocks(database.db, [brand]);
  const agentId = await insertTeam(h.module, database.db, brand.id, Date.now().toString(36));
  await insertActivity(h.module, database.db, brand, agentId, BETS);
  console.log('agent', agentId, 'queued', await h.module.rollUpTeamFigures(database.db));
  await database.close();
  h.cleanup();
}
if (process.env.BENCH_AGENTS_KEEP) await loadOnly(process.env.BENCH_AGENTS_KEEP);

export async function benchAgents({ report }) {
  console.log(`bench: agent team overview on a ${MEMBERS.toLocaleString('en')}-member downline (in-process)`);
  await measureInProcess('bench-agents', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchAgents);
