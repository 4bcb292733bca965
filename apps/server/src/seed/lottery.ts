import type { BrandConfig } from '@app/contract/brand';
import { LOTTERY_NUMERO_COUNT } from '@app/contract/lottery-rules';
import { sql } from 'drizzle-orm';
import { lotteryGameDefs } from '../modules/lottery/catalogue';
import { deriveResult, drawSeedHash, newDrawSeed } from '../modules/lottery/fairness';
import { oddsRowsForBrand } from '../modules/lottery/odds';
import { slotsBetween } from '../modules/lottery/schedule';
import type { Db } from '../db/client';
import { lotteryDraws, lotteryGames, lotteryOdds } from '../db/schema';

const HISTORY_DAYS = 30;

/**
 * Idempotent (runs at every start): the lottery games from lottery/catalogue.ts (schedules refreshed, an operator's
 * enabled flag kept), every brand's odds from lottery/odds.ts (existing rows kept: operators may have changed them),
 * and, in demo mode only, for a game that has never drawn, a history of past draws (up to 100 within the last 30
 * days) so the result boards and trends have something to show on a new install. Those draws are drawn from seeds like
 * live ones and are revealed, but their commitment was never published before the draw: they are demo history, without
 * bets, and a real deployment never shows them.
 */
export async function seedLottery(db: Db, brands: BrandConfig[], options: { demoHistory: boolean }, now = new Date()) {
  await db
    .insert(lotteryGames)
    .values(
      lotteryGameDefs.map((g) => ({
        code: g.code,
        name: g.name,
        vendor: g.vendor,
        prizeMode: g.prizeMode,
        groupCode: g.groupCode,
        region: g.region,
        layout: g.layout,
        scheduleKind: g.schedule.kind,
        drawTime: g.schedule.kind === 'daily' ? g.schedule.drawTime : null,
        weekdays: g.schedule.kind === 'daily' ? g.schedule.weekdays : null,
        intervalSeconds: g.schedule.kind === 'interval' ? g.schedule.intervalSeconds : null,
        cutoffSeconds: g.cutoffSeconds,
        defaultPlayType: g.defaultPlayType,
        sort: g.sort,
      })),
    )
    .onConflictDoUpdate({
      target: lotteryGames.code,
      set: {
        name: sql`excluded.name`,
        vendor: sql`excluded.vendor`,
        prizeMode: sql`excluded.prize_mode`,
        groupCode: sql`excluded.group_code`,
        region: sql`excluded.region`,
        layout: sql`excluded.layout`,
        scheduleKind: sql`excluded.schedule_kind`,
        drawTime: sql`excluded.draw_time`,
        weekdays: sql`excluded.weekdays`,
        intervalSeconds: sql`excluded.interval_seconds`,
        cutoffSeconds: sql`excluded.cutoff_seconds`,
        defaultPlayType: sql`excluded.default_play_type`,
        sort: sql`excluded.sort`,
      },
    });

  const odds = brands.flatMap((b) => oddsRowsForBrand(b).map((r) => ({ brandId: b.id, ...r })));
  if (odds.length) await db.insert(lotteryOdds).values(odds).onConflictDoNothing();
  if (options.demoHistory) await seedDrawHistory(db, now);
}

/** Demo only: invented past draws (without bets) for the games that never drew, so the result boards show something. */
async function seedDrawHistory(db: Db, now: Date) {
  const fresh = (await db.execute(sql`
    select g.code from lottery_games g where not exists (select 1 from lottery_draws d where d.game_code = g.code)`)) as unknown as {
    rows: Array<{ code: string }>;
  };
  const freshCodes = new Set(fresh.rows.map((r) => r.code));
  const history = lotteryGameDefs
    .filter((g) => freshCodes.has(g.code))
    .flatMap((g) => {
      const span = g.schedule.kind === 'interval' ? LOTTERY_NUMERO_COUNT * g.schedule.intervalSeconds * 1000 : HISTORY_DAYS * 86_400_000;
      const slots = slotsBetween(g, new Date(now.getTime() - span), now).slice(-LOTTERY_NUMERO_COUNT);
      return slots.map((slot) => {
        const seed = newDrawSeed();
        return {
          gameCode: g.code,
          drawNo: slot.drawNo,
          openAt: slot.openAt,
          closeAt: slot.closeAt,
          drawAt: slot.drawAt,
          status: 'settled',
          serverSeed: seed,
          seedHash: drawSeedHash(seed),
          result: deriveResult(seed, g.code, slot.drawNo, g.layout),
          closedAt: slot.closeAt,
          drawnAt: slot.drawAt,
          settledAt: slot.drawAt,
        };
      });
    });
  for (let i = 0; i < history.length; i += 250) {
    await db.insert(lotteryDraws).values(history.slice(i, i + 250)).onConflictDoNothing();
  }
}
