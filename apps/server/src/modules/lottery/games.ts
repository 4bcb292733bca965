import type { LotteryGame, LotterySchedule } from '@app/contract/lottery';
import { type LotteryLayout, type PlayType, playTypesOf } from '@app/contract/lottery-rules';
import type { lotteryGames } from '../../db/schema';
import { routeOfPrizeMode, type PrizeMode, type Region } from './catalogue';
import { drawsOnDayOf, type ScheduledGame, slotAfter } from './schedule';

/** A lottery game as the engine uses it (a lottery_games row with its schedule rebuilt). */
export interface EngineGame extends ScheduledGame {
  code: string;
  name: string;
  vendor: string;
  prizeMode: PrizeMode;
  groupCode: string;
  region: Region | null;
  layout: LotteryLayout;
  defaultPlayType: PlayType;
  sort: number;
  enabled: boolean;
  /** seed: the scheduler draws it; official: its draws wait for the operators' confirmed result (official-results.ts) */
  resultSource: 'seed' | 'official';
}

export function engineGameOf(row: typeof lotteryGames.$inferSelect): EngineGame {
  const schedule: LotterySchedule =
    row.scheduleKind === 'interval'
      ? { kind: 'interval', intervalSeconds: row.intervalSeconds ?? 60 }
      : // a row without weekdays draws every day (a schedule that never draws would stall the menu and the scheduler)
        { kind: 'daily', drawTime: row.drawTime ?? '18:15', weekdays: row.weekdays?.length ? row.weekdays : [0, 1, 2, 3, 4, 5, 6] };
  return {
    code: row.code,
    name: row.name,
    vendor: row.vendor,
    prizeMode: row.prizeMode as PrizeMode,
    groupCode: row.groupCode,
    region: row.region as Region | null,
    layout: row.layout as LotteryLayout,
    schedule,
    cutoffSeconds: row.cutoffSeconds,
    defaultPlayType: row.defaultPlayType as PlayType,
    sort: row.sort,
    enabled: row.enabled,
    resultSource: row.resultSource === 'official' ? 'official' : 'seed',
  };
}

const slotView = (slot: ReturnType<typeof slotAfter>) => ({
  drawNo: slot.drawNo,
  openAt: slot.openAt.getTime(),
  closeAt: slot.closeAt.getTime(),
  drawAt: slot.drawAt.getTime(),
});

/** The menu entry of a game at a moment (its next draw comes from the schedule). */
export function lotteryGameView(game: EngineGame, at: Date): LotteryGame {
  return {
    gameCode: game.code,
    gameName: game.name,
    vassalage: game.vendor,
    prizeMode: game.prizeMode,
    gameGroupCode: game.groupCode,
    region: game.region,
    layout: game.layout,
    schedule: game.schedule,
    cutoffSeconds: game.cutoffSeconds,
    defaultPlayType: game.defaultPlayType,
    playTypes: playTypesOf(game.layout),
    drawsToday: drawsOnDayOf(game, at),
    nextDraw: slotView(slotAfter(game, at)),
    route: routeOfPrizeMode(game.prizeMode),
  };
}

export { slotView };
