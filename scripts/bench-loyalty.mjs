// Loyalty section of `npm run bench`: what the loyalty engine adds to a bet. A bet (debitForBet then creditWin: the
// bet row, its settlement and their ledger postings) is timed for members of a brand with missions, VIP tiers and
// point rates, where the same transactions also count a lottery bet mission, add the turnover to two turnover
// missions, earn points (the balance and an earn row), add to the VIP day and check for an upgrade, and for members of
// a brand without loyalty data, where the triggers find nothing to do. Target (the issue's, PostgreSQL): a bet that
// moves missions, points and VIP progress costs at most 1.5x one that moves none (median of interleaved rounds), held
// on the embedded database too. Progress is checked to have moved inside the bets.
// The quick run (--quick): 8 members, 3 rounds of 60 bets. Run alone: node scripts/bench-loyalty.mjs (DATABASE_URL for
// PostgreSQL)
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { measureInProcess, median, runAlone, size } from './bench-support.mjs';

const MEMBERS = size(16, 8);
const BETS_PER_ROUND = size(200, 60);
const ROUNDS = size(5, 3);
const TARGET_RATIO = 1.5;
const STAKE_MINOR = 10_000; // 100: 2 points on the lottery at the demo rate

const harnessExports = `
        export { openDatabase } from './apps/server/src/db/client';
        export { repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { seedLoyaltySettings } from './apps/server/src/seed/loyalty-settings';
        export { seedLoyalty } from './apps/server/src/seed/loyalty';
        export { debitForBet, creditWin } from './apps/server/src/modules/wallet/ledger/bets';
        export { postEntry } from './apps/server/src/modules/wallet/ledger/posting';
        export { members } from './apps/server/src/db/schema';
        export { sql } from 'drizzle-orm';
`;

async function makeMembers(h, db, brandId, label) {
  const rows = await db
    .insert(h.members)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ brandId, username: `loyaltybench${label}${i}${Date.now().toString(36)}`, nickname: 'Bench', type: 0 })))
    .returning({ id: h.members.id });
  for (const { id } of rows) await h.postEntry(db, { brandId, memberId: id, kind: 'adjustment', amountMinor: 1_000_000_000, idempotencyKey: `bench-fund-${randomUUID()}` });
  return rows.map((r) => ({ id: r.id, brandId }));
}

/** Places and settles BETS_PER_ROUND lottery bets round-robin over the members; ms per bet (both steps). */
async function placeBets(h, db, bettors) {
  const started = performance.now();
  for (let i = 0; i < BETS_PER_ROUND; i++) {
    const { id, brandId } = bettors[i % bettors.length];
    const betKey = `lb-${randomUUID()}`;
    await h.debitForBet(db, { brandId, memberId: id, betKey, vendor: 'BENCH', gameType: 'ELOTT', gameCode: 'g', gameName: 'Bench', stakeMinor: STAKE_MINOR });
    await h.creditWin(db, { memberId: id, betKey, payoutMinor: 0 });
  }
  return (performance.now() - started) / BETS_PER_ROUND;
}

const rowsOf = (result) => result.rows;

async function measure(h, database, label, report) {
  const { db } = database;
  const { sql } = h;
  await database.migrate();
  // loyalty data for the demo brand only; the other members belong to a brand without any
  const demo = h.loadBrands(join(h.repoRoot, 'brands')).all.filter((b) => b.id === 'demo');
  await h.seedLoyaltySettings(db, demo);
  await h.seedLoyalty(db, demo);
  const moving = await makeMembers(h, db, 'demo', `${label}m`);
  const plain = await makeMembers(h, db, 'bench-no-loyalty', `${label}p`);
  await placeBets(h, db, plain);
  await placeBets(h, db, moving);
  const withoutMs = [];
  const withMs = [];
  for (let round = 0; round < ROUNDS; round++) {
    withoutMs.push(await placeBets(h, db, plain));
    withMs.push(await placeBets(h, db, moving));
  }
  const bets = (ROUNDS + 1) * BETS_PER_ROUND;
  const ids = sql.join(moving.map((m) => sql`${m.id}`), sql`, `);
  const [moved] = rowsOf(
    await db.execute(sql`
      select
        (select coalesce(sum(p.progress), 0) from mission_progress p join missions m on m.id = p.mission_id where m.code = 'daily-lottery-bets' and p.member_id in (${ids}))::int as lottery_bets,
        (select coalesce(sum(p.progress), 0) from mission_progress p join missions m on m.id = p.mission_id where m.code = 'weekly-turnover' and p.member_id in (${ids}))::bigint as turnover,
        (select coalesce(sum(points), 0) from point_balances where member_id in (${ids}))::bigint as points,
        (select count(*) from point_transactions where kind = 'earn' and member_id in (${ids}))::int as earn_rows,
        (select coalesce(sum(turnover_minor), 0) from vip_member_daily where member_id in (${ids}))::bigint as vip_turnover,
        (select count(*) from mission_progress where member_id in (select id from members where brand_id = 'bench-no-loyalty'))::int as plain_rows`),
  );
  const expected = { lottery_bets: bets, turnover: bets * STAKE_MINOR, points: bets * 2, earn_rows: bets, vip_turnover: bets * STAKE_MINOR, plain_rows: 0 };
  for (const [key, value] of Object.entries(expected)) {
    if (Number(moved[key]) !== value) throw new Error(`loyalty progress ${key} is ${moved[key]}, expected ${value}`);
  }
  const ratio = median(withMs) / median(withoutMs);
  report(
    `bet moving missions, points and VIP progress vs one moving none (${label}; ${median(withMs).toFixed(2)} vs ${median(withoutMs).toFixed(2)} ms per bet placed and settled)`,
    ratio.toFixed(2),
    'x',
    `<= ${TARGET_RATIO}`,
    ratio <= TARGET_RATIO,
  );
}

export async function benchLoyalty({ report }) {
  console.log('bench: bets with and without loyalty progress (in-process)');
  await measureInProcess('bench-loyalty', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchLoyalty);
