/**
 * Loyalty periods in the brand's day (UTC plus loyalty_settings.utc_offset_minutes), computed exactly like the
 * database's loyalty_day and loyalty_period_key (migration 0017): daily 'YYYY-MM-DD', weekly ISO week 'IYYY-"W"IW'
 * (weeks start on Monday), once 'once'.
 */
import type { MissionPeriod } from '@app/contract/loyalty';

const DAY = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The brand day of an instant, as midnight UTC of that calendar date (a Date used as a plain date). */
function brandDate(at: Date, offsetMinutes: number) {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

const dateKey = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The brand day of an instant: 'YYYY-MM-DD'. */
export const brandDay = (at: Date, offsetMinutes: number) => dateKey(brandDate(at, offsetMinutes));

/** ISO week: the year of the week's Thursday and the week number (01..53). */
function isoWeekKey(d: Date) {
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * DAY);
  const firstThursdayYear = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(firstThursdayYear, 0, 4));
  const week1Monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY;
  const week = Math.floor((thursday.getTime() - week1Monday) / (7 * DAY)) + 1;
  return `${firstThursdayYear}-W${pad(week)}`;
}

export function periodKeyAt(period: MissionPeriod, at: Date, offsetMinutes: number): string {
  if (period === 'once') return 'once';
  const d = brandDate(at, offsetMinutes);
  return period === 'daily' ? dateKey(d) : isoWeekKey(d);
}

/** When the period that contains `at` began and ends (UTC instants); null for once. */
export function periodBounds(period: MissionPeriod, at: Date, offsetMinutes: number): { start: Date; end: Date } | null {
  if (period === 'once') return null;
  const d = brandDate(at, offsetMinutes);
  const startLocal = period === 'daily' ? d.getTime() : d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY;
  const length = period === 'daily' ? DAY : 7 * DAY;
  const offsetMs = offsetMinutes * 60_000;
  return { start: new Date(startLocal - offsetMs), end: new Date(startLocal + length - offsetMs) };
}
