/**
 * Limit periods in the brand's days (its calendar in its time zone, like the loyalty missions): a day, a week from
 * Monday, a calendar month. Across a daylight-saving change a day is 23 or 25 hours: the limit still resets at the
 * brand's midnight, not an hour early or late.
 */
import type { LimitPeriod } from '@app/contract/responsible-gaming-pack';
import { zonedPeriodBounds } from '@app/contract/zoned-time';

/** When the limit period containing `at` began and when it resets (UTC instants). */
export const limitPeriodBounds = (period: LimitPeriod, at: Date, timeZone: string): { start: Date; end: Date } => zonedPeriodBounds(period, at, timeZone);

/** The start of the brand's next day: when a spent session time lets the member play again. */
export const nextBrandDay = (at: Date, timeZone: string) => zonedPeriodBounds('daily', at, timeZone).end;

/** A calendar step in UTC (months keep the day of the month where it exists, like most calendars). */
export function addMonths(at: Date, months: number) {
  const next = new Date(at.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
