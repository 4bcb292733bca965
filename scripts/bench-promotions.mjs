// Promotions section of `npm run bench`: what an active bonus adds to placing a bet. The bet (debitForBet: the bet row
// and its ledger posting) is timed for members without a bonus and for members with one, where the same transaction
// also pays part of the stake from the bonus wallet and counts the wagering. Target: a bet with an active bonus costs
// at most 1.3x a bet without one (median of interleaved rounds). Wagering progress is checked to have moved inside
// the bets. Embedded database, and PostgreSQL when DATABASE_URL is set. The quick run (--quick): 8 members, 3 rounds
// of 100 bets. Run alone: node scripts/bench-promotions.mjs
import { randomUUID } from 'node:crypto';
import { measureInProcess, median, runAlone, size } from './bench-support.mjs';

const MEMBERS = size(16, 8);
const BETS_PER_ROUND = size(400, 100);
const ROUNDS = size(5, 3);
const TARGET_RATIO = 1.3;

const harnessExports = `
        export { openDatabase } from './apps/server/src/db/client';
        export { debitForBet } from './apps/server/src/modules/wallet/ledger/bets';
        export { postEntry } from './apps/server/src/modules/wallet/ledger/posting';
        export { grantReward } from './apps/server/src/modules/promotions/grants';
        export { members, bonuses } from './apps/server/src/db/schema';
        export { sql, inArray } from 'drizzle-orm';
`;

const weights = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 };

async function makeMembers(h, db, label, withBonus) {
  const rows = await db
    .insert(h.members)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ brandId: 'demo', username: `promobench${label}${withBonus ? 'b' : 'n'}${i}${Date.now().toString(36)}`, nickname: 'Bench', type: 0 })))
    .returning({ id: h.members.id });
  for (const { id } of rows) {
    // a small cash balance, so a bet with a bonus takes part of its stake from the bonus wallet
    await h.postEntry(db, { brandId: 'demo', memberId: id, kind: 'adjustment', amountMinor: withBonus ? 500 : 100_000_000, idempotencyKey: `bench-fund-${randomUUID()}` });
    if (withBonus)
      await h.grantReward(db, {
        brandId: 'demo',
        memberId: id,
        promotionId: null,
        grantKey: `bench-${randomUUID()}`,
        title: { EN: 'Bench bonus' },
        amountMinor: 100_000_000,
        bonus: { wageringMultiple: 1000, wageringBase: 'bonus', weights, expiryDays: 7, maxBetMinor: 10_000 },
      });
  }
  return rows.map((r) => r.id);
}

async function placeBets(h, db, memberIds) {
  const started = performance.now();
  for (let i = 0; i < BETS_PER_ROUND; i++) {
    await h.debitForBet(db, { brandId: 'demo', memberId: memberIds[i % memberIds.length], betKey: `pb-${randomUUID()}`, vendor: 'BENCH', gameType: 'RNG', gameCode: 'g', gameName: 'Bench', stakeMinor: 1_000 });
  }
  return (performance.now() - started) / BETS_PER_ROUND;
}


async function measure(h, database, label, report) {
  const { db } = database;
  await database.migrate();
  const plain = await makeMembers(h, db, label, false);
  const bonused = await makeMembers(h, db, label, true);
  await placeBets(h, db, plain);
  await placeBets(h, db, bonused);
  const withoutMs = [];
  const withMs = [];
  for (let round = 0; round < ROUNDS; round++) {
    withoutMs.push(await placeBets(h, db, plain));
    withMs.push(await placeBets(h, db, bonused));
  }
  const [progress] = await db
    .select({ wagered: h.sql`sum(${h.bonuses.wageredMinor})` })
    .from(h.bonuses)
    .where(h.inArray(h.bonuses.memberId, bonused));
  const expected = (ROUNDS + 1) * BETS_PER_ROUND * 1_000;
  if (Number(progress.wagered) !== expected) throw new Error(`wagering moved ${progress.wagered}, expected ${expected}`);
  const ratio = median(withMs) / median(withoutMs);
  report(`bet with an active bonus vs without (${label}; ${median(withMs).toFixed(2)} vs ${median(withoutMs).toFixed(2)} ms per bet, wagering counted in the bet)`, ratio.toFixed(2), 'x', `<= ${TARGET_RATIO}`, ratio <= TARGET_RATIO);
}

export async function benchPromotions({ report }) {
  console.log('bench: placing bets with and without an active bonus (in-process)');
  await measureInProcess('bench-promotions', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchPromotions);
