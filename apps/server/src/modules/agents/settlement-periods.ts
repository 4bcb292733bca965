/**
 * Settlement periods of the contracts (spec section 9), all in UTC: real-time salary every 5 minutes, hourly salary
 * every hour, daily salary every day, dividends daily, weekly (Monday 00:00 to the next Monday), semimonthly (the 1st
 * to the 16th, the 16th to the 1st of the next month) or monthly. A period is [start, end).
 */
import type { ContractKind, DividendPeriod } from '@app/contract/agent-contracts';

export type Cadence = 'five_minutes' | 'hour' | 'day' | 'week' | 'semimonth' | 'month';
export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

/** The period of a cadence that contains `at`. */
export function periodAt(cadence: Cadence, at: Date): Period {
  const ms = at.getTime();
  const dayStart = floorTo(ms, DAY);
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  switch (cadence) {
    case 'five_minutes':
      return span(floorTo(ms, 5 * MINUTE), 5 * MINUTE);
    case 'hour':
      return span(floorTo(ms, HOUR), HOUR);
    case 'day':
      return span(dayStart, DAY);
    case 'week': {
      const monday = dayStart - ((at.getUTCDay() + 6) % 7) * DAY;
      return span(monday, 7 * DAY);
    }
    case 'semimonth':
      return at.getUTCDate() <= 15
        ? { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m, 16)) }
        : { start: new Date(Date.UTC(y, m, 16)), end: new Date(Date.UTC(y, m + 1, 1)) };
    case 'month':
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
}

const span = (start: number, length: number): Period => ({ start: new Date(start), end: new Date(start + length) });

/** The period right after one. */
export const nextPeriod = (cadence: Cadence, period: Period) => periodAt(cadence, period.end);

/** The latest period that has ended at `at` (its end <= at). */
export function lastEndedPeriod(cadence: Cadence, at: Date): Period {
  const current = periodAt(cadence, at);
  return periodAt(cadence, new Date(current.start.getTime() - 1));
}

/** The UTC day and hour a period ends in (the salaries' daily and hourly bet amounts count from their start). */
export function dayAndHourOf(period: Period) {
  const last = period.end.getTime() - 1;
  return { dayStart: new Date(floorTo(last, DAY)), hourStart: new Date(floorTo(last, HOUR)) };
}

/** The period's key in ledger keys and references: its start, to the minute (2025-03-01T00:00Z). */
export const periodKey = (period: Pick<Period, 'start'>) => `${period.start.toISOString().slice(0, 16)}Z`;
