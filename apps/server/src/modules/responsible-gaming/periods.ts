/**
 * Limit periods in the brand's day (UTC plus loyalty_settings.utc_offset_minutes, like the loyalty missions): a day,
 * a week from Monday, a calendar month.
 */
import type { LimitPeriod } from '@app/contract/responsible-gaming-pack';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltySettings } from '../../db/schema';
import { periodBounds } from '../loyalty/periods';

export async function brandOffsetMinutes(db: Db, brandId: string) {
  const [row] = await db.select({ offset: loyaltySettings.utcOffsetMinutes }).from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId));
  return row?.offset ?? 0;
}

/** When the limit period containing `at` began and when it resets (UTC instants). */
export function limitPeriodBounds(period: LimitPeriod, at: Date, offsetMinutes: number): { start: Date; end: Date } {
  if (period !== 'monthly') return periodBounds(period, at, offsetMinutes)!;
  const offsetMs = offsetMinutes * 60_000;
  const local = new Date(at.getTime() + offsetMs);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMs;
  return { start: new Date(start), end: new Date(end) };
}

/** The start of the brand's next day: when a spent session time lets the member play again. */
export const nextBrandDay = (at: Date, offsetMinutes: number) => periodBounds('daily', at, offsetMinutes)!.end;

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
