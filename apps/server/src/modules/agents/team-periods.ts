/**
 * The agent centre's periods: whole business days of the brand (its calendar days in its time zone). A day is
 * numbered from 1970-01-01 (day 0) of that calendar; the database stores it as a date (brand_day).
 */
import type { TeamPeriod, TeamPeriodName } from '@app/contract/agents';
import { zonedDate, zonedMidnight, zoneOffsetMinutes } from '@app/contract/zoned-time';
import { AppError } from '../../lib/app-error';

const DAY_MS = 24 * 3600_000;
/** the longest custom period */
export const MAX_PERIOD_DAYS = 400;
/** the overview chart's days */
export const SERIES_DAYS = 30;

/** yyyy-MM-dd of a day number. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The day number of a yyyy-MM-dd date. */
export const dayOfDate = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** The business day (number) of a moment in the brand's time zone. */
export const dayOf = (ms: number, timeZone: string) => dayOfDate(zonedDate(ms, timeZone));
/** The first moment (ms) of a business day: its midnight in the zone (a day is 23 or 25 hours across a clock change). */
export const dayStartMs = (day: number, timeZone: string) => zonedMidnight(dateOfDay(day), timeZone).getTime();
/** The Monday of a day's week. */
export const weekStartOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);
/** The first day of a day's month. */
export const monthStartOf = (day: number) => dayOfDate(`${dateOfDay(day).slice(0, 7)}-01`);

export interface ResolvedPeriod {
  name: TeamPeriodName;
  /** first and last day (inclusive) */
  firstDay: number;
  lastDay: number;
  start: Date;
  end: Date;
  timeZone: string;
  /** the answer's period */
  value: TeamPeriod;
}

function customDays(query: { startTime?: number; endTime?: number }, timeZone: string): [number, number] {
  if (query.startTime === undefined || query.endTime === undefined) {
    throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'input_cannot_be_empty', issues: [{ path: 'startTime', message: 'a custom period needs startTime and endTime' }] });
  }
  const first = dayOf(query.startTime, timeZone);
  const last = dayOf(query.endTime - 1, timeZone);
  if (last < first) throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_invalid_range', issues: [{ path: 'startTime', message: 'startTime must be before endTime' }] });
  if (last - first + 1 > MAX_PERIOD_DAYS) {
    throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_range_too_long', issues: [{ path: 'startTime', message: `at most ${MAX_PERIOD_DAYS} days` }] });
  }
  return [first, last];
}

/** The days a period query stands for, in the brand's time zone (today: the day of `now`). */
export function resolvePeriod(query: { period: TeamPeriodName; startTime?: number; endTime?: number }, timeZone: string, now = Date.now()): ResolvedPeriod {
  const today = dayOf(now, timeZone);
  const [firstDay, lastDay] =
    query.period === 'today'
      ? [today, today]
      : query.period === 'yesterday'
        ? [today - 1, today - 1]
        : query.period === 'week'
          ? [weekStartOf(today), today]
          : query.period === 'month'
            ? [monthStartOf(today), today]
            : customDays(query, timeZone);
  const start = dayStartMs(firstDay, timeZone);
  const end = dayStartMs(lastDay + 1, timeZone);
  return {
    name: query.period,
    firstDay,
    lastDay,
    start: new Date(start),
    end: new Date(end),
    timeZone,
    value: { name: query.period, startTime: start, endTime: end, startDate: dateOfDay(firstDay), endDate: dateOfDay(lastDay), timeZone, tzOffsetMinutes: zoneOffsetMinutes(timeZone, start) },
  };
}
