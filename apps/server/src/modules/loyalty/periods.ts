/**
 * Loyalty periods in the brand's days (its calendar in its time zone), computed exactly like the database's brand_day
 * (migration 0068) and loyalty_period_key (migration 0017): daily 'YYYY-MM-DD', weekly ISO week 'IYYY-"W"IW' (weeks
 * start on Monday), once 'once'.
 */
import type { MissionPeriod } from '@app/contract/loyalty';
import { zonedDate, zonedPeriodBounds } from '@app/contract/zoned-time';

const DAY = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The brand day of an instant: 'YYYY-MM-DD'. */
export const brandDay = (at: Date, timeZone: string) => zonedDate(at, timeZone);

/** ISO week of a calendar date: the year of the week's Thursday and the week number (01..53). */
function isoWeekKey(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * DAY);
  const firstThursdayYear = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(firstThursdayYear, 0, 4));
  const week1Monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY;
  const week = Math.floor((thursday.getTime() - week1Monday) / (7 * DAY)) + 1;
  return `${firstThursdayYear}-W${pad(week)}`;
}

export function periodKeyAt(period: MissionPeriod, at: Date, timeZone: string): string {
  if (period === 'once') return 'once';
  const day = brandDay(at, timeZone);
  return period === 'daily' ? day : isoWeekKey(day);
}

/** When the period that contains `at` began and ends (UTC instants); null for once. */
export function periodBounds(period: MissionPeriod, at: Date, timeZone: string): { start: Date; end: Date } | null {
  if (period === 'once') return null;
  return zonedPeriodBounds(period, at, timeZone);
}
