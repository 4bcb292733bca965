import type { LotterySchedule } from '@app/contract/lottery';

/*
 * Draw slots from a game's schedule: pure date arithmetic, no clock and no database.
 *
 * Times are Asia/Ho_Chi_Minh, which is UTC+7 all year (Vietnam has no daylight saving), so a fixed offset is exact.
 * - daily games draw at drawTime on their weekdays; the draw number is the local date (yyyymmdd). A draw opens when
 *   the game's previous draw is drawn.
 * - interval games draw every intervalSeconds from local midnight (the interval divides a day); the draw number is
 *   the local date and the slot of the day (yyyymmdd-nnnn, 0001 first). A draw opens when the previous slot is drawn.
 * Every draw closes cutoffSeconds before its draw time (the betting cutoff).
 */

export const VN_UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export interface ScheduledGame {
  code: string;
  schedule: LotterySchedule;
  cutoffSeconds: number;
}

export interface DrawSlot {
  drawNo: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

/** Start of the local (UTC+7) day containing the instant, as UTC ms. */
export const localDayStart = (ms: number) => Math.floor((ms + VN_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - VN_UTC_OFFSET_MS;
/** yyyymmdd of a local day start. */
const localDateText = (dayStart: number) => new Date(dayStart + VN_UTC_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
/** 0 Sunday ... 6 Saturday of a local day start. */
export const localWeekday = (dayStart: number) => new Date(dayStart + VN_UTC_OFFSET_MS).getUTCDay();

function drawTimeMs(drawTime: string) {
  const match = /^(\d{2}):(\d{2})$/.exec(drawTime);
  if (!match) throw new Error(`a draw time is HH:MM, got ${drawTime}`);
  return Number(match[1]) * 3_600_000 + Number(match[2]) * 60_000;
}

function slot(game: ScheduledGame, drawNo: string, openAt: number, drawAt: number): DrawSlot {
  return { drawNo, openAt: new Date(openAt), closeAt: new Date(drawAt - game.cutoffSeconds * 1000), drawAt: new Date(drawAt) };
}

/** The draw time of the daily game's scheduled day before `drawAt` (at most a week back). */
function previousDailyDraw(schedule: Extract<LotterySchedule, { kind: 'daily' }>, drawAt: number) {
  for (let back = 1; back <= 7; back++) {
    const candidate = drawAt - back * DAY_MS;
    if (schedule.weekdays.includes(localWeekday(localDayStart(candidate)))) return candidate;
  }
  return drawAt - 7 * DAY_MS;
}

/** The first slot whose draw time is after `at`: the draw currently taking bets, or in its cutoff. */
export function slotAfter(game: ScheduledGame, at: Date): DrawSlot {
  const t = at.getTime();
  const dayStart = localDayStart(t);
  const { schedule } = game;
  if (schedule.kind === 'interval') {
    const interval = schedule.intervalSeconds * 1000;
    if (DAY_MS % interval !== 0) throw new Error(`interval ${schedule.intervalSeconds}s does not divide a day`);
    const index = Math.floor((t - dayStart) / interval) + 1;
    const drawAt = dayStart + index * interval;
    return slot(game, `${localDateText(dayStart)}-${String(index).padStart(4, '0')}`, drawAt - interval, drawAt);
  }
  if (!schedule.weekdays.length) throw new Error(`game ${game.code} has no draw weekday`);
  const offset = drawTimeMs(schedule.drawTime);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = dayStart + ahead * DAY_MS;
    const drawAt = day + offset;
    if (drawAt > t && schedule.weekdays.includes(localWeekday(day))) {
      return slot(game, localDateText(day), previousDailyDraw(schedule, drawAt), drawAt);
    }
  }
  throw new Error(`no draw within a week for ${game.code}`);
}

/** The slot after the given one (the next draw the schedule shows). */
export const slotFollowing = (game: ScheduledGame, current: DrawSlot) => slotAfter(game, current.drawAt);

/** Whether the game draws on the local day of `at`. */
export function drawsOnDayOf(game: ScheduledGame, at: Date): boolean {
  if (game.schedule.kind === 'interval') return true;
  return game.schedule.weekdays.includes(localWeekday(localDayStart(at.getTime())));
}

/** The slots with draw times in (from, to], oldest first (for backfilling history). */
export function slotsBetween(game: ScheduledGame, from: Date, to: Date, limit = 10_000): DrawSlot[] {
  const out: DrawSlot[] = [];
  let cursor = slotAfter(game, from);
  while (cursor.drawAt.getTime() <= to.getTime() && out.length < limit) {
    out.push(cursor);
    cursor = slotAfter(game, cursor.drawAt);
  }
  return out;
}
