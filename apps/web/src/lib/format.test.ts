import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
    expect(formatWhenWithZone(at, 'EN')).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}\s?[AP]M (UTC|GMT)/);
    // on the brand's clock, whatever the device's: the same instant in Vietnam and in Manila
    expect(formatWhenWithZone(Date.parse('2026-11-24T11:15:00Z'), 'EN', 'Asia/Ho_Chi_Minh')).toMatch(/^Nov 24, 2026, 6:15\s?PM GMT\+7$/);
    expect(formatWhenWithZone(Date.parse('2026-11-24T11:15:00Z'), 'EN', 'Asia/Manila')).toMatch(/^Nov 24, 2026, 7:15\s?PM GMT\+8$/);
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
