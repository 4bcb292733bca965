// Agent contracts section of `npm run bench`: settlement of ONE daily period for 10,000 daily salary contracts (the
// settlement job alone: the recursive team walk and the figures of every contract in set-based statements, one
// settlement row per contract, the salaries credited from the house through the ledger in bulk). One upline agent gives
// a contract to each of 10,000 downline agents; each downline has 3 players with 2 settled bets in the day (60,000
// bets), inserted in bulk first; only the settlement is timed, and a rerun must pay nothing. Target < 10 s, on the
// embedded database and on PostgreSQL when DATABASE_URL is set. The quick run (--quick): 1,000 contracts, target 2 s.
// Run alone: node scripts/bench-agent-settlement.mjs
import { join } from 'node:path';
import { measureInProcess, runAlone, size } from './bench-support.mjs';

const CONTRACTS = size(10_000, 1_000);
const PLAYERS_PER_TEAM = 3;
/** 10 s for 10,000 contracts; the quick run's 1,000 in proportion, plus a second of fixed work a small period does not spread */
const TARGET_SECONDS = size(10, 2);
const DAY = 86_400_000;

const harnessExports = `
        export { openDatabase } from './apps/server/src/db/client';
        export { repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { settlePeriod } from './apps/server/src/modules/agents/settlement';
        export { STREAMS, periodAt } from './apps/server/src/modules/agents/settlement-periods';
        export { sql } from 'drizzle-orm';
`;

const rowsOf = (result) => result.rows;

async function measure(h, database, label, report) {
  const { db } = database;
  const { sql } = h;
  await database.migrate();
  // the brand files tell the settlement each brand's currency digits
  const brands = h.loadBrands(join(h.repoRoot, 'brands'));
  // the demo brand's day on its own clock (UTC on a database no server has provisioned yet)
  const [{ zone }] = rowsOf(await db.execute(sql`select brand_zone('demo') as zone`));
  const day = h.periodAt('day', new Date('2031-05-20T12:00:00Z'), zone);
  const stream = h.STREAMS.find((s) => s.name === 'daily_salary');
  const tag = `asb${Date.now().toString(36)}`;

  console.log(`bench: inserting ${CONTRACTS.toLocaleString('en')} contracts, their teams and ${(CONTRACTS * PLAYERS_PER_TEAM * 2).toLocaleString('en')} bets (${label})`);
  const [upline] = rowsOf(await db.execute(sql`insert into members (brand_id, username, nickname, type) values ('demo', ${`${tag}up`}, 'Bench upline', 1) returning id`));
  await db.execute(sql`
    insert into members (brand_id, username, nickname, type, upline_id)
    select 'demo', ${tag} || 'a' || g, 'Bench agent', 2, ${upline.id} from generate_series(1, ${CONTRACTS}) g`);
  await db.execute(sql`
    insert into members (brand_id, username, nickname, type, upline_id)
    select 'demo', ${tag} || 'p' || a.id || '_' || k, 'Bench player', 0, a.id
    from members a cross join generate_series(1, ${PLAYERS_PER_TEAM}) k where a.upline_id = ${upline.id}`);
  // two settled bets per player in the day: 100.00 and 50.00 (valid bet = stake), both lost
  await db.execute(sql`
    insert into bets (brand_id, member_id, vendor, game_type, game_code, game_name, wallet, stake_minor, payout_minor, valid_bet_minor, status, bet_key, placed_at, settled_at)
    select 'demo', p.id, 'BENCH', 'RNG', 'bench', 'Bench', 'MAIN', s.stake, 0, s.stake, 'settled', 'asb:' || p.id || ':' || s.n,
      ${day.start.toISOString()}::timestamptz + (p.id % 86000) * interval '1 second', ${day.start.toISOString()}::timestamptz + (p.id % 86000) * interval '1 second'
    from members p join members a on a.id = p.upline_id cross join (values (1, 10000), (2, 5000)) s(n, stake)
    where a.upline_id = ${upline.id}`);
  const effective = new Date(day.start.getTime() - 2 * DAY).toISOString();
  await db.execute(sql`
    insert into agent_contracts (brand_id, upline_id, downline_id, kind, state, rate_bp, start_at, offered_at, responded_at, effective_at)
    select 'demo', ${upline.id}, id, 'daily_salary', 'accepted', 100, ${effective}::timestamptz, ${effective}::timestamptz, ${effective}::timestamptz, ${effective}::timestamptz
    from members where upline_id = ${upline.id}`);
  if (database.kind === 'postgres') await db.execute(sql`analyze`);

  const started = performance.now();
  const done = await h.settlePeriod(db, brands, stream, day, zone);
  const seconds = (performance.now() - started) / 1000;
  // each team: 3 players x 150.00 valid bet = 450.00; 1% = 4.50
  const expectedMinor = CONTRACTS * 450;
  if (done.paid !== CONTRACTS || done.paidMinor !== expectedMinor) throw new Error(`settled ${JSON.stringify(done)}, expected ${CONTRACTS} paid, ${expectedMinor} minor`);
  const [ledger] = rowsOf(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::bigint as total from ledger_entries where kind = 'salary' and member_id is not null`),
  );
  if (Number(ledger.n) !== CONTRACTS || Number(ledger.total) !== expectedMinor) throw new Error(`ledger ${JSON.stringify(ledger)}`);
  // a rerun with the cursors lost: the settlements' unique index still pays nothing twice
  await db.execute(sql`update agent_contracts set settled_through = null where upline_id = ${upline.id}`);
  const again = await h.settlePeriod(db, brands, stream, day, zone);
  if (again.paid !== 0 || again.recorded !== 0) throw new Error(`a rerun paid ${JSON.stringify(again)}`);
  report(
    `agent contracts: settlement of one daily period for ${CONTRACTS.toLocaleString('en')} contracts (${label}; ${done.recorded.toLocaleString('en')} paid, rerun pays nothing)`,
    seconds.toFixed(2),
    's',
    `< ${TARGET_SECONDS}`,
    seconds < TARGET_SECONDS,
  );
}

export async function benchAgentSettlement({ report }) {
  console.log('bench: agent contract settlement (in-process)');
  await measureInProcess('bench-agent-settlement', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchAgentSettlement);
