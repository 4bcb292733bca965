/**
 * The agent centre's periods: whole business days of the brand (UTC plus its report offset). A day is numbered from
 * 1970-01-01 (day 0) in that offset; the database stores it as a date.
 */
import type { TeamPeriod, TeamPeriodName } from '@app/contract/agents';
import { AppError } from '../../lib/app-error';

const DAY_MS = 24 * 3600_000;
/** the longest custom period */
export const MAX_PERIOD_DAYS = 400;
/** the overview chart's days */
export const SERIES_DAYS = 30;

/** The business day (number) of a moment. */
export const dayOf = (ms: number, offsetMinutes: number) => Math.floor((ms + offsetMinutes * 60_000) / DAY_MS);
/** The first moment (ms) of a business day. */
export const dayStartMs = (day: number, offsetMinutes: number) => day * DAY_MS - offsetMinutes * 60_000;
/** yyyy-MM-dd of a day number. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The day number of a yyyy-MM-dd date. */
export const dayOfDate = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
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
  offsetMinutes: number;
  /** the answer's period */
  value: TeamPeriod;
}

function customDays(query: { startTime?: number; endTime?: number }, offsetMinutes: number): [number, number] {
  if (query.startTime === undefined || query.endTime === undefined) {
    throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'input_cannot_be_empty', issues: [{ path: 'startTime', message: 'a custom period needs startTime and endTime' }] });
  }
  const first = dayOf(query.startTime, offsetMinutes);
  const last = dayOf(query.endTime - 1, offsetMinutes);
  if (last < first) throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_invalid_range', issues: [{ path: 'startTime', message: 'startTime must be before endTime' }] });
  if (last - first + 1 > MAX_PERIOD_DAYS) {
    throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_range_too_long', issues: [{ path: 'startTime', message: `at most ${MAX_PERIOD_DAYS} days` }] });
  }
  return [first, last];
}

/** The days a period query stands for, in the brand's offset (today: the day of `now`). */
export function resolvePeriod(query: { period: TeamPeriodName; startTime?: number; endTime?: number }, offsetMinutes: number, now = Date.now()): ResolvedPeriod {
  const today = dayOf(now, offsetMinutes);
  const [firstDay, lastDay] =
    query.period === 'today'
      ? [today, today]
      : query.period === 'yesterday'
        ? [today - 1, today - 1]
        : query.period === 'week'
          ? [weekStartOf(today), today]
          : query.period === 'month'
            ? [monthStartOf(today), today]
            : customDays(query, offsetMinutes);
  const start = dayStartMs(firstDay, offsetMinutes);
  const end = dayStartMs(lastDay + 1, offsetMinutes);
  return {
    name: query.period,
    firstDay,
    lastDay,
    start: new Date(start),
    end: new Date(end),
    offsetMinutes,
    value: { name: query.period, startTime: start, endTime: end, startDate: dateOfDay(firstDay), endDate: dateOfDay(lastDay), tzOffsetMinutes: offsetMinutes },
  };
}
