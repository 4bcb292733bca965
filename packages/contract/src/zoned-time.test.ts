import { describe, expect, it } from 'vitest';
import { isTimeZone, utcOffsetText, zonedDate, zonedDatesSpan, zonedDateTime, zonedMidnight, zonedPeriodBounds, zoneOffsetMinutes, zoneOffsetSpan } from './zoned-time';

const hours = (span: { start: Date; end: Date }) => (span.end.getTime() - span.start.getTime()) / 3_600_000;

describe('a brand day in its time zone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+08:00 or so')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('follows British summer time: the same UTC hour is a different London day in summer and in winter', () => {
    expect(zoneOffsetMinutes('Europe/London', Date.parse('2026-01-15T12:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', Date.parse('2026-07-15T12:00:00Z'))).toBe(60);
    // 23:30 UTC is still the 15th in January, already the 16th in July
    expect(zonedDate(Date.parse('2026-01-15T23:30:00Z'), 'Europe/London')).toBe('2026-01-15');
    expect(zonedDate(Date.parse('2026-07-15T23:30:00Z'), 'Europe/London')).toBe('2026-07-16');
    // London midnight: 00:00 UTC in winter, 23:00 UTC the evening before in summer
    expect(zonedMidnight('2026-01-15', 'Europe/London').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(zonedMidnight('2026-07-15', 'Europe/London').toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });

  it('makes the days of the clock changes 23 and 25 hours long, and the weeks and months around them whole', () => {
    // clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026
    const spring = zonedPeriodBounds('daily', Date.parse('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(spring.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(hours(spring)).toBe(23);
    const autumn = zonedPeriodBounds('daily', Date.parse('2026-10-25T12:00:00Z'), 'Europe/London');
    expect(autumn.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(hours(autumn)).toBe(25);
    // the week of the spring change: Monday 23 March 00:00 GMT to Monday 30 March 00:00 BST
    const week = zonedPeriodBounds('weekly', Date.parse('2026-03-28T10:00:00Z'), 'Europe/London');
    expect(week.start.toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(hours(week)).toBe(7 * 24 - 1);
    const march = zonedPeriodBounds('monthly', Date.parse('2026-03-31T23:30:00Z'), 'Europe/London');
    // 23:30 UTC on 31 March is 00:30 on 1 April in London: April's limit already counts
    expect(march.start.toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-04-30T23:00:00.000Z');
  });

  it('counts a Vietnamese and a Philippine day from their own midnight, with no daylight saving', () => {
    expect(zonedMidnight('2026-12-06', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-12-05T17:00:00.000Z');
    expect(zonedMidnight('2026-12-06', 'Asia/Manila').toISOString()).toBe('2026-12-05T16:00:00.000Z');
    const span = zonedDatesSpan('2026-12-01', '2026-12-06', 'Asia/Ho_Chi_Minh');
    expect(span.start.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(hours(span)).toBe(6 * 24);
  });

  it('puts a midnight a change skips on the first hour that exists', () => {
    // Chile springs forward at midnight: 2026-09-06 00:00 does not exist in America/Santiago, the day starts at 01:00
    const start = zonedMidnight('2026-09-06', 'America/Santiago');
    expect(zonedDate(start, 'America/Santiago')).toBe('2026-09-06');
    expect(zonedDate(start.getTime() - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('writes an instant on the zone’s clock with its offset, as a message to a player names a time', () => {
    const at = Date.parse('2031-07-01T10:30:00Z');
    expect([zonedDateTime(at, 'Asia/Ho_Chi_Minh'), utcOffsetText('Asia/Ho_Chi_Minh', at)]).toEqual(['2031-07-01 17:30', 'UTC+7']);
    expect([zonedDateTime(at, 'Europe/London'), utcOffsetText('Europe/London', at)]).toEqual(['2031-07-01 11:30', 'UTC+1']);
    expect(utcOffsetText('Europe/London', Date.parse('2031-01-01T10:30:00Z'))).toBe('UTC');
    expect([zonedDateTime(at, 'Asia/Kolkata'), utcOffsetText('Asia/Kolkata', at)]).toEqual(['2031-07-01 16:00', 'UTC+5:30']);
    expect(utcOffsetText('America/Santiago', at)).toBe('UTC-4');
  });
});

describe('a zone’s offset and the span it holds for', () => {
  it('runs from one daylight-saving change to the next, to the second', () => {
    // British summer time 2026: from 01:00 UTC on 29 March to 01:00 UTC on 25 October
    expect(zoneOffsetSpan('Europe/London', Date.parse('2026-07-15T12:00:00Z'))).toEqual({
      minutes: 60,
      from: Date.parse('2026-03-29T01:00:00Z'),
      until: Date.parse('2026-10-25T01:00:00Z'),
    });
    // the winter around it, asked for on its first second
    expect(zoneOffsetSpan('Europe/London', Date.parse('2026-10-25T01:00:00Z'))).toEqual({
      minutes: 0,
      from: Date.parse('2026-10-25T01:00:00Z'),
      until: Date.parse('2027-03-28T01:00:00Z'),
    });
    // São Paulo has had no daylight saving since 2019; India's half hour
    expect(zoneOffsetSpan('America/Sao_Paulo', Date.parse('2026-12-07T12:00:00Z'))).toEqual({ minutes: -180, from: null, until: null });
    expect(zoneOffsetSpan('Asia/Kolkata', Date.parse('2026-12-07T12:00:00Z'))).toEqual({ minutes: 330, from: null, until: null });
  });
});
