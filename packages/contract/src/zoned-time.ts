/**
 * Calendar days in a brand's IANA time zone (issue 33): every day, week and month the platform counts (missions, VIP
 * windows, limits, agent and report figures, contract periods, the statement) is the brand's, so a day lasts 23 or
 * 25 hours across a daylight-saving change. The database counts the same days with `brand_day` (migration 0068).
 * Dates are 'YYYY-MM-DD' strings of that calendar; instants are epoch milliseconds or Dates.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether a name is an IANA time zone this runtime knows ('Asia/Manila', 'Europe/London', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    wallClock(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall-clock time at an instant, as the epoch ms of the same wall-clock time in UTC. */
function wallClockMs(zone: string, at: number) {
  const parts: Record<string, number> = {};
  for (const part of wallClock(zone).formatToParts(new Date(at))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How many minutes the zone is ahead of UTC at an instant (Europe/London: 0 in winter, 60 in summer). */
export function zoneOffsetMinutes(zone: string, at: number | Date): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((wallClockMs(zone, whole) - whole) / 60_000);
}

/** How far a zone offset span is looked for on each side of its instant: a year and a month. */
const SPAN_SEARCH_DAYS = 400;

/** The instant, to the second, between `before` and `after` (a day or less apart) where the zone's offset changes. */
function offsetChange(zone: string, before: number, after: number) {
  const offset = zoneOffsetMinutes(zone, before);
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (zoneOffsetMinutes(zone, middle) === offset) before = middle;
    else after = middle;
  }
  return after;
}

/** A zone's offset from UTC in minutes, and the span of instants it holds for (epoch ms; null: no change that side). */
export interface ZoneOffsetSpan {
  minutes: number;
  from: number | null;
  until: number | null;
}

/** Whether an instant falls within the span its offset holds for. */
export const spanHolds = (span: ZoneOffsetSpan, at: number) => (span.from ?? -Infinity) <= at && at < (span.until ?? Infinity);

/**
 * The zone's offset at an instant and the span it holds for: from the last change before it until the next one (null
 * where no change falls within SPAN_SEARCH_DAYS: zones without daylight saving). A browser writes the zone's times
 * with it (the site's draw times) without building an Intl object while the page loads.
 */
export function zoneOffsetSpan(zone: string, at: number): ZoneOffsetSpan {
  const start = at - (((at % 1000) + 1000) % 1000);
  const minutes = zoneOffsetMinutes(zone, start);
  const edge = (direction: 1 | -1) => {
    for (let day = 1, near = start; day <= SPAN_SEARCH_DAYS; day++) {
      const far = start + direction * day * DAY_MS;
      if (zoneOffsetMinutes(zone, far) !== minutes) return direction === 1 ? offsetChange(zone, near, far) : offsetChange(zone, far, near);
      near = far;
    }
    return null;
  };
  return { minutes, from: edge(-1), until: edge(1) };
}

/** The calendar date ('YYYY-MM-DD') of an instant in the zone. */
export function zonedDate(at: number | Date, zone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(wallClockMs(zone, ms - (((ms % 1000) + 1000) % 1000))).toISOString().slice(0, 10);
}

/** The zone's wall-clock date and time of an instant to the minute: "2031-03-10 18:15". */
export function zonedDateTime(at: number | Date, zone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + zoneOffsetMinutes(zone, ms) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** An offset from UTC in minutes as people write it after a name: "UTC", "UTC+8", "GMT+5:30", "UTC-3". */
export function offsetText(minutes: number, name: 'UTC' | 'GMT' = 'UTC'): string {
  if (minutes === 0) return name;
  const size = Math.abs(minutes);
  return `${name}${minutes < 0 ? '-' : '+'}${Math.floor(size / 60)}${size % 60 ? `:${String(size % 60).padStart(2, '0')}` : ''}`;
}

/** The zone's offset at an instant as people write it: "UTC", "UTC+8", "UTC+5:30", "UTC-3". */
export const utcOffsetText = (zone: string, at: number | Date): string => offsetText(zoneOffsetMinutes(zone, at));

/** The instant a calendar date's local midnight falls on (where a change skips midnight: the first hour that exists). */
export function zonedMidnight(date: string, zone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // the offset of the instant near that midnight, then again at the instant found: right on both sides of a change
  const first = wall - zoneOffsetMinutes(zone, wall) * 60_000;
  const second = wall - zoneOffsetMinutes(zone, first) * 60_000;
  return new Date(zonedDate(second, zone) === date ? second : first);
}

/** A calendar date moved by whole days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of a date's week. */
export function mondayOf(date: string) {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The first of a date's month. */
export const monthStartOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The first of the next month. */
export function nextMonthStart(date: string) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

export type CalendarPeriod = 'daily' | 'weekly' | 'monthly';

/** When the zone's day, week (from Monday) or month containing `at` began and when it ends. */
export function zonedPeriodBounds(period: CalendarPeriod, at: number | Date, zone: string): { start: Date; end: Date } {
  const today = zonedDate(at, zone);
  const [first, next] =
    period === 'daily' ? [today, addDays(today, 1)] : period === 'weekly' ? [mondayOf(today), addDays(mondayOf(today), 7)] : [monthStartOf(today), nextMonthStart(today)];
  return { start: zonedMidnight(first, zone), end: zonedMidnight(next, zone) };
}

/** The instants a range of the zone's calendar dates covers: from the first date's midnight to the end of the last. */
export const zonedDatesSpan = (from: string, to: string, zone: string) => ({ start: zonedMidnight(from, zone), end: zonedMidnight(addDays(to, 1), zone) });
