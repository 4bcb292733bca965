// Lottery section of `npm run bench`: settlement of ONE draw with 100,000 tickets (the settlement job alone: pure
// payout rules in batches, set-based updates of the tickets and the wallet's bet rows, one ledger transaction per
// winning member and batch). The tickets (a mix of lô 2, đề, xiên 2, ba càng and lô 3 on a North draw, spread over
// 1,000 members) are inserted directly in bulk first; only the settlement is timed. Target < 10 s on the embedded
// database; also on PostgreSQL when DATABASE_URL is set (a throwaway database). The quick run (--quick): 10,000 tickets
// of 100 members (two batches), target 2 s. Run alone: node scripts/bench-lottery.mjs
import { join } from 'node:path';
import { measureInProcess, runAlone, size } from './bench-support.mjs';

const TICKETS = size(100_000, 10_000);
const MEMBERS = size(1_000, 100);
/** 10 s for 100,000 tickets; the quick run's 10,000 in proportion, plus a second of fixed work a small draw does not spread */
const TARGET_SECONDS = size(10, 2);

/** The server code this section calls in-process. */
const harnessExports = `
        export { openDatabase } from './apps/server/src/db/client';
        export { seedLottery } from './apps/server/src/seed/lottery';
        export { repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { createLotteryEngine } from './apps/server/src/modules/lottery/engine';
        export { ensureDraw } from './apps/server/src/modules/lottery/draws';
        export { deriveResult } from './apps/server/src/modules/lottery/fairness';
        export { slotAfter } from './apps/server/src/modules/lottery/schedule';
        export { settleDraw } from './apps/server/src/modules/lottery/settlement';
        export { sql } from 'drizzle-orm';
`;

const rowsOf = (result) => result.rows;

async function measure(h, database, label, report) {
  const { db } = database;
  const { sql } = h;
  await database.migrate();
  await h.seedLottery(db, h.loadBrands(join(h.repoRoot, 'brands')).all, { demoHistory: false });

  const at = new Date('2031-03-10T12:00:00+07:00');
  const engine = h.createLotteryEngine({ db, now: () => at });
  const game = await engine.game('VNMB');
  const draw = await h.ensureDraw(db, game, h.slotAfter(game, at), at);

  console.log(`bench: inserting ${TICKETS.toLocaleString('en')} tickets of ${MEMBERS} members (${label})`);
  await db.execute(sql`
    insert into members (brand_id, username, nickname)
    select 'demo', 'lottobench' || g, 'Bench ' || g from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`
    insert into wallet_accounts (brand_id, member_id, code, balance_minor)
    select 'demo', id, 'MAIN', 0 from members where username like 'lottobench%'`);
  // the wallet's bet rows, 100 consecutive per member (debits are not replayed: only the settlement is measured)
  await db.execute(sql`
    insert into bets (brand_id, member_id, vendor, game_type, game_code, game_name, wallet, stake_minor, bet_key)
    select 'demo', m.ids[1 + (g / ${TICKETS / MEMBERS}) % ${MEMBERS}], 'TCG_LOTTO_VN', 'ELOTT', 'VNMB', 'Miền Bắc', 'MAIN', 100, 'lottobench:' || g
    from generate_series(1, ${TICKETS}) g,
      (select array_agg(id order by id) as ids from members where username like 'lottobench%') m`);
  // five play types in turn; numbers derived from the id so every kind wins sometimes
  await db.execute(sql`
    insert into lottery_bets (bet_id, brand_id, member_id, draw_id, game_code, draw_no, play_type, numbers, bet_count,
      unit_stake_minor, stake_minor, odds_thousandths, request_id, placed_at)
    select b.id, 'demo', b.member_id, ${draw.id}, 'VNMB', ${draw.drawNo},
      (array['LO2', 'DE', 'XIEN2', 'BA_CANG', 'LO3'])[1 + b.id % 5],
      case b.id % 5
        when 0 then array[lpad((b.id % 100)::text, 2, '0')]
        when 1 then array[lpad((b.id * 7 % 100)::text, 2, '0')]
        when 2 then array[lpad((b.id % 100)::text, 2, '0'), lpad(((b.id % 100 + 1 + (b.id / 100) % 98) % 100)::text, 2, '0')]
        when 3 then array[lpad((b.id % 1000)::text, 3, '0')]
        else array[lpad((b.id * 13 % 1000)::text, 3, '0')]
      end,
      1, 100, 100,
      (array[3500, 95000, 16500, 900000, 41000])[1 + b.id % 5],
      'lottobench-' || b.id, now()
    from bets b where b.bet_key like 'lottobench:%'`);
  const result = h.deriveResult(draw.serverSeed, game.code, draw.drawNo, game.layout);
  await db.execute(sql`update lottery_draws set status = 'drawn', result = ${JSON.stringify(result)}::jsonb, drawn_at = now() where id = ${draw.id}`);
  const row = await engine.findDraw(game.code, draw.drawNo);

  const started = performance.now();
  const job = await h.settleDraw(db, row, game, at);
  const seconds = (performance.now() - started) / 1000;

  const [check] = rowsOf(
    await db.execute(sql`select
      (select count(*) from lottery_bets t join bets b on b.id = t.bet_id where t.draw_id = ${draw.id} and b.status <> 'settled')::int as open,
      (select coalesce(sum(b.payout_minor), 0) from lottery_bets t join bets b on b.id = t.bet_id where t.draw_id = ${draw.id})::bigint as paid,
      (select coalesce(sum(balance_minor), 0) from wallet_accounts a join members m on m.id = a.member_id where m.username like 'lottobench%')::bigint as credited,
      (select status from lottery_draws where id = ${draw.id}) as status`),
  );
  if (check.open !== 0 || check.status !== 'settled' || Number(check.paid) !== Number(check.credited) || job.tickets !== TICKETS) {
    throw new Error(`settlement incomplete: ${JSON.stringify({ check, job })}`);
  }
  console.log(`  ${job.tickets} tickets, ${job.credited} member credits, ${(job.paidMinor / 100).toFixed(2)} paid`);
  report(`lottery settlement of one draw with ${TICKETS.toLocaleString('en')} bets (${label})`, seconds.toFixed(2), 's', `< ${TARGET_SECONDS}`, seconds < TARGET_SECONDS);
  report(`lottery settlement throughput (${label})`, Math.round(TICKETS / seconds).toLocaleString('en'), 'bets/s', 'print only', true);
}

export async function benchLottery({ report }) {
  console.log('bench: lottery settlement (in-process)');
  await measureInProcess('bench-lottery', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchLottery);
