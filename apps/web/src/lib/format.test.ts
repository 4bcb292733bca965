import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zoneOffsetSpan } from '@app/contract/zoned-time';
import { describe, expect, it } from 'vitest';
import { formatClock, formatWhen, formatWhenWithZone, wholeNumber } from './format';

// midday UTC: the 24th in every time zone the suite may run in
const at = Date.UTC(2026, 10, 24, 12, 38);

describe('dates and times', () => {
  it('are written one way per language', () => {
    expect(formatWhen(at, 'EN')).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatWhen(at, 'EN', false)).toBe('Nov 24, 2026');
    // Filipino month names, the same order and clock as English
    expect(formatWhen(at, 'TY')).toMatch(/^Nob 24, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatClock(at, 'EN')).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  });

  it("write exactly what the browser's Intl writes for each language, in several time zones", () => {
    const zone = process.env.TZ;
    // a day, then hours and minutes around midnight and noon, through every month and a daylight-saving change
    const times = Array.from({ length: 400 }, (_, i) => Date.UTC(2026, 0, 1) + i * 22 * 3600_000 + i * 7 * 60_000);
    try {
      for (const tz of ['UTC', 'Asia/Manila', 'America/New_York', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        for (const [language, locale] of [['EN', 'en'], ['TY', 'fil'], ['vi', 'vi']] as const) {
          const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
          const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
          const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
          for (const ms of times) {
            expect(formatWhen(ms, language)).toBe(dateTime.format(ms));
            expect(formatWhen(ms, language, false)).toBe(date.format(ms));
            expect(formatClock(ms, language)).toBe(clock.format(ms));
          }
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('name the time zone where the player must know it', () => {
    expect(formatWhenWithZone(at, 'EN')).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}\s?[AP]M GMT/);
    // on the brand's clock, whatever the device's: the same instant in Vietnam and in Manila
    const when = Date.parse('2026-11-24T11:15:00Z');
    const clockOf = (timeZone: string) => ({ timeZone, zoneOffset: zoneOffsetSpan(timeZone, when) });
    expect(formatWhenWithZone(when, 'EN', clockOf('Asia/Ho_Chi_Minh'))).toBe('Nov 24, 2026, 6:15 PM GMT+7');
    expect(formatWhenWithZone(when, 'EN', clockOf('Asia/Manila'))).toBe('Nov 24, 2026, 7:15 PM GMT+8');
    expect(formatWhenWithZone(when, 'vi', clockOf('Asia/Ho_Chi_Minh'))).toBe('18:15 GMT+7 24 thg 11, 2026');
    // a zone Intl names by abbreviation gets its offset, which reads the same in every language
    expect(formatWhenWithZone(when, 'EN', clockOf('America/New_York'))).toBe('Nov 24, 2026, 6:15 AM GMT-5');
  });

  it("on a brand's clock write what Intl writes, from the offset span of the boot answer, and past it ask Intl", () => {
    const device = process.env.TZ;
    // a brand day's hours through a year, on zones with and without daylight saving and a half-hour offset
    const times = Array.from({ length: 200 }, (_, i) => Date.UTC(2026, 0, 1) + i * 44 * 3600_000 + i * 7 * 60_000);
    try {
      // the device's own zone plays no part
      process.env.TZ = 'America/New_York';
      for (const timeZone of ['Asia/Ho_Chi_Minh', 'Asia/Manila', 'Asia/Kolkata', 'America/Sao_Paulo', 'Europe/London'])
        for (const [language, locale] of [['EN', 'en'], ['TY', 'fil'], ['vi', 'vi']] as const) {
          const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
          // the span the boot answer gave at the start of the year: London's ends at the spring change
          const clock = { timeZone, zoneOffset: zoneOffsetSpan(timeZone, times[0]!) };
          for (const ms of times) {
            // within the span the page writes it (GMT for a zero offset, where Intl writes GMT+0 in fil and vi); past it
            // (London's summer and on) Intl does
            const inSpan = ms < (clock.zoneOffset.until ?? Infinity);
            const expected = inSpan ? intl.format(ms).replace('GMT+0', 'GMT') : intl.format(ms);
            expect(formatWhenWithZone(ms, language, clock)).toBe(expected);
          }
        }
    } finally {
      if (device === undefined) delete process.env.TZ;
      else process.env.TZ = device;
    }
  });

  it('are formatted through this module only: no screen builds its own date format', () => {
    const root = join(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.endsWith(join('lib', 'format.ts'))) {
          const text = readFileSync(path, 'utf8');
          if (/Intl\.DateTimeFormat|toLocale(Date|Time)?String\([^)]*(dateStyle|timeStyle|hour)/.test(text) || /new Date\([^)]*\)\.toLocale/.test(text)) offenders.push(path.slice(root.length + 1));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

describe('counts', () => {
  it('rounds counts to whole numbers with comma thousands', () => {
    expect(wholeNumber(12500)).toBe('12,500');
    expect(wholeNumber(1234.6)).toBe('1,235');
    expect(wholeNumber(0)).toBe('0');
  });
});
