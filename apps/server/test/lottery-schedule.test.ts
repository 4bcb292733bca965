import { layoutNumberCount, resultFitsLayout, type DrawResult } from '@app/contract/lottery-rules';
import { describe, expect, it } from 'vitest';
import { lotteryGameDefs } from '../src/modules/lottery/catalogue';
import { deriveResult, drawSeedHash, newDrawSeed, sameResult, verifyDraw } from '../src/modules/lottery/fairness';
import { defaultOdds, oddsRowsForBrand } from '../src/modules/lottery/odds';
import { drawsOnDayOf, localDayStart, localWeekday, type ScheduledGame, slotAfter, slotsBetween } from '../src/modules/lottery/schedule';
import { computeTrend } from '../src/modules/lottery/trend';

/** A local (Asia/Ho_Chi_Minh, UTC+7) time. */
const vn = (text: string) => new Date(`${text}+07:00`);
const game = (code: string): ScheduledGame => lotteryGameDefs.find((g) => g.code === code)!;

describe('schedules', () => {
  it('numbers fast slots by local day and slot, closing before the draw', () => {
    const slot = slotAfter(game('SSC5D'), vn('2031-03-10T10:00:30'));
    expect(slot.drawNo).toBe('20310310-0601');
    expect(slot.drawAt).toEqual(vn('2031-03-10T10:01:00'));
    expect(slot.openAt).toEqual(vn('2031-03-10T10:00:00'));
    expect(slot.closeAt).toEqual(vn('2031-03-10T10:00:55'));
    // a draw time itself belongs to the next slot
    expect(slotAfter(game('SSC5D'), vn('2031-03-10T10:01:00')).drawNo).toBe('20310310-0602');
    expect(slotAfter(game('SSC5D3'), vn('2031-03-10T10:01:00')).drawNo).toBe('20310310-0201');
    expect(slotAfter(game('SSC5D5'), vn('2031-03-10T00:00:00')).drawNo).toBe('20310310-0001');
  });

  it('keeps the last slot of a day in that day though it draws at midnight', () => {
    const last = slotAfter(game('SSC5D'), vn('2031-03-10T23:59:30'));
    expect(last.drawNo).toBe('20310310-1440');
    expect(last.drawAt).toEqual(vn('2031-03-11T00:00:00'));
    expect(slotAfter(game('SSC5D'), last.drawAt).drawNo).toBe('20310311-0001');
  });

  it('draws the regions at 16:15, 17:15 and 18:15 local time, every day', () => {
    expect(slotAfter(game('VNMN'), vn('2031-03-10T09:00:00')).drawAt).toEqual(vn('2031-03-10T16:15:00'));
    expect(slotAfter(game('VNMT'), vn('2031-03-10T09:00:00')).drawAt).toEqual(vn('2031-03-10T17:15:00'));
    const north = slotAfter(game('VNMB'), vn('2031-03-10T09:00:00'));
    expect(north).toMatchObject({ drawNo: '20310310', drawAt: vn('2031-03-10T18:15:00'), closeAt: vn('2031-03-10T18:14:30'), openAt: vn('2031-03-09T18:15:00') });
    // after today's draw the next one is tomorrow's
    expect(slotAfter(game('VNMB'), vn('2031-03-10T18:15:00')).drawNo).toBe('20310311');
  });

  it('draws a province on its weekdays only', () => {
    // 2031-03-10 is a Monday: TP.HCM draws Monday and Saturday
    expect(localWeekday(localDayStart(vn('2031-03-10T12:00:00').getTime()))).toBe(1);
    const hcm = game('VNMN_HCM');
    expect(drawsOnDayOf(hcm, vn('2031-03-10T12:00:00'))).toBe(true);
    expect(drawsOnDayOf(hcm, vn('2031-03-11T12:00:00'))).toBe(false);
    const after = slotAfter(hcm, vn('2031-03-10T16:20:00'));
    expect(after.drawNo).toBe('20310315'); // Saturday
    expect(after.openAt).toEqual(vn('2031-03-10T16:15:00'));
    expect(slotAfter(hcm, vn('2031-03-15T17:00:00')).drawNo).toBe('20310317'); // the next Monday
  });

  it('has several provinces per region on every weekday', () => {
    for (let day = 0; day < 7; day++) {
      const at = vn(`2031-03-${String(9 + day).padStart(2, '0')}T12:00:00`);
      for (const group of ['MN', 'MT']) {
        const provinces = lotteryGameDefs.filter((g) => g.groupCode === group && g.code.includes('_') && drawsOnDayOf(g, at));
        expect(provinces.length, `${group} on ${at.toISOString()}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('lists the slots between two times', () => {
    const slots = slotsBetween(game('SSC5D5'), vn('2031-03-10T10:00:00'), vn('2031-03-10T10:30:00'));
    expect(slots.map((s) => s.drawNo)).toEqual(['20310310-0121', '20310310-0122', '20310310-0123', '20310310-0124', '20310310-0125', '20310310-0126']);
  });
});

describe('verifiable results', () => {
  it('derives the same result from the same seed, game and draw, and a different one otherwise', () => {
    const seed = newDrawSeed();
    const a = deriveResult(seed, 'VNMB', '20310310', 'VN_NORTH');
    expect(deriveResult(seed, 'VNMB', '20310310', 'VN_NORTH')).toEqual(a);
    expect(deriveResult(seed, 'VNMB', '20310311', 'VN_NORTH')).not.toEqual(a);
    expect(resultFitsLayout(a, 'VN_NORTH')).toBe(true);
    expect(resultFitsLayout(deriveResult(seed, 'VNMN', '20310310', 'VN_SOUTH'), 'VN_SOUTH')).toBe(true);
    expect(resultFitsLayout(deriveResult(seed, 'SSC5D', '20310310-0001', 'FAST_5D'), 'FAST_5D')).toBe(true);
  });

  it('pins the algorithm: a known seed gives a known result', () => {
    const seed = '0'.repeat(64);
    expect(drawSeedHash(seed)).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    // computed independently (Python hmac/hashlib) from HMAC-SHA256(seed, "SSC5D:20310310-0601:0"): must never change
    expect(deriveResult(seed, 'SSC5D', '20310310-0601', 'FAST_5D')).toEqual({ kind: 'digits', digits: [0, 0, 4, 9, 2] });
    const south = deriveResult(seed, 'VNMN', '20310310', 'VN_SOUTH');
    expect(south.kind === 'vn' && south.prizes[0]).toEqual({ prize: 'special', numbers: ['559592'] });
  });

  it('verifies a revealed draw and catches a wrong seed or result', () => {
    const seed = newDrawSeed();
    const result = deriveResult(seed, 'SSC5D', '20310310-0001', 'FAST_5D');
    const base = { seed, seedHash: drawSeedHash(seed), gameCode: 'SSC5D', drawNo: '20310310-0001', layout: 'FAST_5D' as const, result };
    expect(verifyDraw(base)).toMatchObject({ hashMatches: true, resultMatches: true });
    expect(verifyDraw({ ...base, seedHash: drawSeedHash(newDrawSeed()) }).hashMatches).toBe(false);
    const tampered: DrawResult = { kind: 'digits', digits: result.kind === 'digits' ? result.digits.map((d) => (d + 1) % 10) : [] };
    expect(verifyDraw({ ...base, result: tampered }).resultMatches).toBe(false);
    expect(sameResult(result, JSON.parse(JSON.stringify(result)) as DrawResult)).toBe(true);
  });

  it('spreads digits evenly (no modulo bias)', () => {
    const counts = Array<number>(10).fill(0);
    const seed = newDrawSeed();
    for (let i = 0; i < 2000; i++) {
      const r = deriveResult(seed, 'SSC5D', `20310310-${String(i).padStart(4, '0')}`, 'FAST_5D');
      if (r.kind === 'digits') for (const d of r.digits) counts[d]! += 1;
    }
    // 10,000 digits: each about 1,000; 5 standard deviations is about 150
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });
});

describe('odds tables', () => {
  it('prices every play type of every layout, with the brand overrides applied', () => {
    const demo = oddsRowsForBrand({ id: 'demo', currency: 'PHP' });
    expect(demo.length).toBe(Object.values(defaultOdds).reduce((n, t) => n + Object.keys(t).length, 0));
    const tiger = oddsRowsForBrand({ id: 'tiger', currency: 'USD' });
    const de = (rows: typeof demo) => rows.find((r) => r.layout === 'VN_NORTH' && r.playType === 'DE')!.oddsThousandths;
    expect(de(demo)).toBe(95_000);
    expect(de(tiger)).toBe(97_000);
    for (const row of demo) expect(row.minStakeMinor).toBeLessThanOrEqual(row.maxStakeMinor);
  });

  it('provisions the stake limits at the size of the brand\'s currency: ₱1.00 and $1.00 as written, 1.000 ₫', () => {
    const lo2 = (rows: ReturnType<typeof oddsRowsForBrand>) => rows.find((r) => r.layout === 'VN_NORTH' && r.playType === 'LO2')!;
    expect(lo2(oddsRowsForBrand({ id: 'demo', currency: 'PHP' }))).toMatchObject({ minStakeMinor: 100, maxStakeMinor: 1_000_000 });
    expect(lo2(oddsRowsForBrand({ id: 'tiger', currency: 'USD' }))).toMatchObject({ minStakeMinor: 100, maxStakeMinor: 1_000_000 });
    expect(lo2(oddsRowsForBrand({ id: 'vn', currency: 'VND' }))).toMatchObject({ oddsThousandths: 3_500, minStakeMinor: 1_000, maxStakeMinor: 10_000_000 });
  });

  it('keeps the single-number play types below 100 % return', () => {
    expect((layoutNumberCount('VN_NORTH') / 100) * (defaultOdds.VN_NORTH.LO2!.oddsThousandths / 1000)).toBeLessThan(1);
    expect((layoutNumberCount('VN_SOUTH') / 100) * (defaultOdds.VN_SOUTH.LO2!.oddsThousandths / 1000)).toBeLessThan(1);
    expect(defaultOdds.FAST_5D.SUM_BIG_SMALL!.oddsThousandths).toBeLessThan(2000);
  });
});

describe('trend', () => {
  it('counts lô endings and how long each has been missing', () => {
    const seed = newDrawSeed();
    const draws = ['20310312', '20310311', '20310310'].map((drawNo, i) => ({ drawNo, drawAt: new Date(Date.UTC(2031, 2, 12 - i)), result: deriveResult(seed, 'VNMB', drawNo, 'VN_NORTH') }));
    const trend = computeTrend('VN_NORTH', draws);
    expect(trend.loFrequency).toHaveLength(100);
    expect(trend.loFrequency!.reduce((n, f) => n + f.hits, 0)).toBe(81);
    const latest = draws[0]!.result;
    if (latest.kind !== 'vn') throw new Error('vn result expected');
    const special = latest.prizes[0]!.numbers[0]!;
    expect(trend.loFrequency!.find((f) => f.number === special.slice(-2))!.drawsSinceSeen).toBe(0);
    expect(trend.draws[0]).toMatchObject({ drawNo: '20310312', headline: special, de: special.slice(-2) });
  });

  it('counts 5D digits per position', () => {
    const draws = [{ drawNo: '20310310-0001', drawAt: new Date(), result: { kind: 'digits' as const, digits: [1, 2, 3, 4, 5] } }];
    const trend = computeTrend('FAST_5D', draws);
    expect(trend.positionFrequency![0]![1]).toBe(1);
    expect(trend.draws[0]!.summary).toEqual({ sum: 15, sumBigSmall: 'SMALL', sumOddEven: 'ODD', lastBigSmall: 'BIG', lastOddEven: 'ODD' });
  });
});
