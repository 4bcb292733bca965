/**
 * Settlement periods of the contracts (spec section 9), on the brand's clock (its time zone, issue 33): real-time
 * salary every 5 minutes, hourly salary every hour, daily salary every day, dividends daily, weekly (Monday 00:00 to
 * the next Monday), semimonthly (the 1st to the 16th, the 16th to the 1st of the next month) or monthly, each from
 * the brand's midnight; across a daylight-saving change a day is 23 or 25 hours. A period is [start, end).
 */
import type { ContractKind, DividendPeriod } from '@app/contract/agent-contracts';
import { nextMonthStart, zonedDate, zonedMidnight, zonedPeriodBounds, zoneOffsetMinutes } from '@app/contract/zoned-time';

export type Cadence = 'five_minutes' | 'hour' | 'day' | 'week' | 'semimonth' | 'month';
export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A settlement stream: the contracts of one kind (and, for dividends, one period) that settle together. The
 * operator names them by cadence (`settle-salaries --period daily` runs the daily salaries and daily dividends).
 */
export interface Stream {
  name: string;
  kind: ContractKind;
  dividendPeriod: DividendPeriod | null;
  cadence: Cadence;
}
export const STREAMS: Stream[] = [
  { name: 'real_time_salary', kind: 'real_time_salary', dividendPeriod: null, cadence: 'five_minutes' },
  { name: 'hourly_salary', kind: 'hourly_salary', dividendPeriod: null, cadence: 'hour' },
  { name: 'daily_salary', kind: 'daily_salary', dividendPeriod: null, cadence: 'day' },
  { name: 'daily_dividend', kind: 'dividend', dividendPeriod: 'daily', cadence: 'day' },
  { name: 'weekly_dividend', kind: 'dividend', dividendPeriod: 'weekly', cadence: 'week' },
  { name: 'semimonthly_dividend', kind: 'dividend', dividendPeriod: 'semimonthly', cadence: 'semimonth' },
  { name: 'monthly_dividend', kind: 'dividend', dividendPeriod: 'monthly', cadence: 'month' },
];

/** The operator's --period values and the streams each runs. */
export const PERIOD_CHOICES = {
  'real-time': ['real_time_salary'],
  hourly: ['hourly_salary'],
  daily: ['daily_salary', 'daily_dividend'],
  weekly: ['weekly_dividend'],
  semimonthly: ['semimonthly_dividend'],
  monthly: ['monthly_dividend'],
  all: STREAMS.map((s) => s.name),
} as const satisfies Record<string, readonly string[]>;
export type PeriodChoice = keyof typeof PERIOD_CHOICES;

export function cadenceOf(kind: ContractKind, dividendPeriod: DividendPeriod | null): Cadence {
  if (kind === 'real_time_salary') return 'five_minutes';
  if (kind === 'hourly_salary') return 'hour';
  if (kind === 'daily_salary') return 'day';
  return ({ daily: 'day', weekly: 'week', semimonthly: 'semimonth', monthly: 'month' } as const)[dividendPeriod ?? 'monthly'];
}

const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;

/** The start of the zone's wall-clock hour containing `ms` (zones a half or quarter hour off UTC begin hours at :30 or :45). */
function zonedHourStart(ms: number, timeZone: string) {
  const offset = zoneOffsetMinutes(timeZone, ms) * MINUTE;
  return floorTo(ms + offset, HOUR) - offset;
}

/** The period of a cadence that contains `at`, on the brand's clock (its time zone). */
export function periodAt(cadence: Cadence, at: Date, timeZone: string): Period {
  const ms = at.getTime();
  switch (cadence) {
    case 'five_minutes':
      return span(floorTo(ms, 5 * MINUTE), 5 * MINUTE);
    case 'hour': {
      const start = zonedHourStart(ms, timeZone);
      // the hour after: an hour later on the clock, found again so a change of offset inside it is honoured
      return { start: new Date(start), end: new Date(zonedHourStart(start + HOUR + 30 * MINUTE, timeZone)) };
    }
    case 'day':
      return zonedPeriodBounds('daily', at, timeZone);
    case 'week':
      return zonedPeriodBounds('weekly', at, timeZone);
    case 'semimonth': {
      const date = zonedDate(at, timeZone);
      const month = date.slice(0, 7);
      return Number(date.slice(8)) <= 15
        ? { start: zonedMidnight(`${month}-01`, timeZone), end: zonedMidnight(`${month}-16`, timeZone) }
        : { start: zonedMidnight(`${month}-16`, timeZone), end: zonedMidnight(nextMonthStart(date), timeZone) };
    }
    case 'month':
      return zonedPeriodBounds('monthly', at, timeZone);
  }
}

const span = (start: number, length: number): Period => ({ start: new Date(start), end: new Date(start + length) });

/** The period right after one. */
export const nextPeriod = (cadence: Cadence, period: Period, timeZone: string) => periodAt(cadence, period.end, timeZone);

/** The latest period that has ended at `at` (its end <= at). */
export function lastEndedPeriod(cadence: Cadence, at: Date, timeZone: string): Period {
  const current = periodAt(cadence, at, timeZone);
  return periodAt(cadence, new Date(current.start.getTime() - 1), timeZone);
}

/** The brand's day and hour a period ends in (the salaries' daily and hourly bet amounts count from their start). */
export function dayAndHourOf(period: Period, timeZone: string) {
  const last = period.end.getTime() - 1;
  return { dayStart: zonedPeriodBounds('daily', last, timeZone).start, hourStart: new Date(zonedHourStart(last, timeZone)) };
}

/** The period's key in ledger keys and references: its start, to the minute (2025-03-01T00:00Z). */
export const periodKey = (period: Pick<Period, 'start'>) => `${period.start.toISOString().slice(0, 16)}Z`;
