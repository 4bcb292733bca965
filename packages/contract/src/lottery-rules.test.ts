import { describe, expect, it } from 'vitest';
import {
  allNumbers,
  buildResult,
  checkStake,
  combinations,
  digitsFromDigest,
  type DrawResult,
  layoutDigitCount,
  layoutNumberCount,
  loNumbers,
  PLAY_TYPE_DEFS,
  PLAY_TYPES,
  playTypesOf,
  potentialWinMinor,
  quickPick,
  quoteBet,
  resultFitsLayout,
  settleTicket,
  validateSelection,
  type VnResult,
  winningBets,
  winPerBetMinor,
} from './lottery-rules';

/** A North result with hand-picked numbers: special 12345, first 67890, lô 2 endings listed below. */
const north: VnResult = {
  kind: 'vn',
  prizes: [
    { prize: 'special', numbers: ['12345'] },
    { prize: 'first', numbers: ['67890'] },
    { prize: 'second', numbers: ['11145', '22222'] },
    { prize: 'third', numbers: ['33333', '44444', '55545', '66666', '77777', '88888'] },
    { prize: 'fourth', numbers: ['1234', '5678', '9012', '3456'] },
    { prize: 'fifth', numbers: ['7890', '1111', '2222', '3333', '4444', '5555'] },
    { prize: 'sixth', numbers: ['345', '678', '901'] },
    { prize: 'seventh', numbers: ['45', '67', '89', '01'] },
  ],
};
/** A South result: special 123456, first 11190, eighth 56. */
const south: VnResult = {
  kind: 'vn',
  prizes: [
    { prize: 'special', numbers: ['123456'] },
    { prize: 'first', numbers: ['11190'] },
    { prize: 'second', numbers: ['22256'] },
    { prize: 'third', numbers: ['33301', '44402'] },
    { prize: 'fourth', numbers: ['55503', '66604', '77705', '88806', '99907', '00008', '12309'] },
    { prize: 'fifth', numbers: ['4510'] },
    { prize: 'sixth', numbers: ['4511', '4512', '4513'] },
    { prize: 'seventh', numbers: ['456'] },
    { prize: 'eighth', numbers: ['56'] },
  ],
};
const fast = (digits: number[]): DrawResult => ({ kind: 'digits', digits });
const ticket = (playType: (typeof PLAY_TYPES)[number], picks: string[], unitStakeMinor = 1000, oddsThousandths = 2000) => ({ playType, picks, unitStakeMinor, oddsThousandths });

describe('layouts and results', () => {
  it('has the Vietnamese prize tables: 27 numbers North, 18 South and Central', () => {
    expect(layoutNumberCount('VN_NORTH')).toBe(27);
    expect(layoutNumberCount('VN_SOUTH')).toBe(18);
    expect(layoutDigitCount('VN_NORTH')).toBe(5 + 5 + 10 + 30 + 16 + 24 + 9 + 8);
    expect(layoutDigitCount('VN_SOUTH')).toBe(6 + 5 + 5 + 10 + 35 + 4 + 12 + 3 + 2);
    expect(layoutDigitCount('FAST_5D')).toBe(5);
    expect(resultFitsLayout(north, 'VN_NORTH')).toBe(true);
    expect(resultFitsLayout(south, 'VN_SOUTH')).toBe(true);
    expect(resultFitsLayout(north, 'VN_SOUTH')).toBe(false);
  });

  it('fills the prize table from digits in order, keeping leading zeros', () => {
    const digits = Array.from({ length: layoutDigitCount('VN_SOUTH') }, (_, i) => i % 10);
    const result = buildResult('VN_SOUTH', digits);
    expect(resultFitsLayout(result, 'VN_SOUTH')).toBe(true);
    expect(result.kind === 'vn' && result.prizes[0]).toEqual({ prize: 'special', numbers: ['012345'] });
    expect(result.kind === 'vn' && result.prizes.at(-1)).toEqual({ prize: 'eighth', numbers: ['01'] });
    expect(buildResult('FAST_5D', [1, 2, 3, 4, 5, 6])).toEqual({ kind: 'digits', digits: [1, 2, 3, 4, 5] });
    expect(() => buildResult('VN_NORTH', [1, 2])).toThrow();
  });

  it('maps digest bytes to uniform digits, skipping 250-255', () => {
    expect(digitsFromDigest(Uint8Array.from([0, 9, 10, 249, 250, 255, 123]))).toEqual([0, 9, 0, 9, 3]);
  });

  it('reads lô numbers from every prize number long enough', () => {
    expect(loNumbers(north, 2)).toHaveLength(27);
    expect(loNumbers(north, 3)).toHaveLength(23); // the four 7th-prize numbers have 2 digits
    expect(loNumbers(south, 2)).toHaveLength(18);
    expect(loNumbers(south, 3)).toHaveLength(17);
  });
});

describe('selection validation', () => {
  it('offers VN play types on VN layouts and fast play types on 5D only', () => {
    expect(playTypesOf('VN_NORTH')).toEqual(['LO2', 'LO3', 'DE', 'DE_FIRST', 'BA_CANG', 'XIEN2', 'XIEN3', 'XIEN4']);
    expect(playTypesOf('FAST_5D')).toEqual(['SUM_BIG_SMALL', 'SUM_ODD_EVEN', 'LAST_BIG_SMALL', 'LAST_ODD_EVEN']);
    expect(validateSelection('LO2', 'FAST_5D', ['12'])).toEqual({ ok: false, problem: 'PLAY_TYPE_NOT_AVAILABLE' });
    expect(validateSelection('SUM_BIG_SMALL', 'VN_SOUTH', ['BIG'])).toEqual({ ok: false, problem: 'PLAY_TYPE_NOT_AVAILABLE' });
  });

  it.each(['LO2', 'DE', 'DE_FIRST'] as const)('%s takes 1 to 100 distinct 2-digit numbers, one bet each', (playType) => {
    expect(validateSelection(playType, 'VN_NORTH', ['45', '07'])).toEqual({ ok: true, picks: ['07', '45'], betCount: 2 });
    expect(validateSelection(playType, 'VN_NORTH', ['7'])).toMatchObject({ ok: false, problem: 'WRONG_DIGIT_COUNT', digits: 2 });
    expect(validateSelection(playType, 'VN_NORTH', ['123'])).toMatchObject({ ok: false, problem: 'WRONG_DIGIT_COUNT' });
    expect(validateSelection(playType, 'VN_NORTH', ['1a'])).toMatchObject({ ok: false, problem: 'NOT_DIGITS' });
    expect(validateSelection(playType, 'VN_NORTH', ['12', '12'])).toMatchObject({ ok: false, problem: 'DUPLICATE', pick: '12' });
    expect(validateSelection(playType, 'VN_NORTH', [])).toMatchObject({ ok: false, problem: 'TOO_FEW', min: 1 });
    expect(validateSelection(playType, 'VN_NORTH', allNumbers(2))).toMatchObject({ ok: true, betCount: 100 });
  });

  it.each(['LO3', 'BA_CANG'] as const)('%s takes 3-digit numbers, at most 100', (playType) => {
    expect(validateSelection(playType, 'VN_SOUTH', ['045', '999'])).toEqual({ ok: true, picks: ['045', '999'], betCount: 2 });
    expect(validateSelection(playType, 'VN_SOUTH', ['45'])).toMatchObject({ ok: false, problem: 'WRONG_DIGIT_COUNT', digits: 3 });
    expect(validateSelection(playType, 'VN_SOUTH', allNumbers(3).slice(0, 101))).toMatchObject({ ok: false, problem: 'TOO_MANY', max: 100 });
  });

  it.each([
    ['XIEN2', 2],
    ['XIEN3', 3],
    ['XIEN4', 4],
  ] as const)('%s needs at least %i numbers and makes one bet per combination', (playType, k) => {
    const picks = ['01', '02', '03', '04', '05', '06'];
    expect(validateSelection(playType, 'VN_NORTH', picks.slice(0, k - 1))).toMatchObject({ ok: false, problem: 'TOO_FEW', min: k });
    expect(validateSelection(playType, 'VN_NORTH', picks.slice(0, k))).toMatchObject({ ok: true, betCount: 1 });
    expect(validateSelection(playType, 'VN_NORTH', picks)).toMatchObject({ ok: true, betCount: combinations(6, k) });
    expect(validateSelection(playType, 'VN_NORTH', allNumbers(2).slice(0, 11))).toMatchObject({ ok: false, problem: 'TOO_MANY', max: 10 });
  });

  it.each(['SUM_BIG_SMALL', 'LAST_BIG_SMALL'] as const)('%s takes BIG and/or SMALL', (playType) => {
    expect(validateSelection(playType, 'FAST_5D', ['big'])).toEqual({ ok: true, picks: ['BIG'], betCount: 1 });
    expect(validateSelection(playType, 'FAST_5D', ['SMALL', 'BIG'])).toEqual({ ok: true, picks: ['BIG', 'SMALL'], betCount: 2 });
    expect(validateSelection(playType, 'FAST_5D', ['ODD'])).toMatchObject({ ok: false, problem: 'UNKNOWN_OPTION' });
    expect(validateSelection(playType, 'FAST_5D', ['BIG', 'big'])).toMatchObject({ ok: false, problem: 'DUPLICATE' });
  });

  it.each(['SUM_ODD_EVEN', 'LAST_ODD_EVEN'] as const)('%s takes ODD and/or EVEN', (playType) => {
    expect(validateSelection(playType, 'FAST_5D', ['even', 'odd'])).toEqual({ ok: true, picks: ['EVEN', 'ODD'], betCount: 2 });
    expect(validateSelection(playType, 'FAST_5D', ['BIG'])).toMatchObject({ ok: false, problem: 'UNKNOWN_OPTION' });
    expect(validateSelection(playType, 'FAST_5D', [])).toMatchObject({ ok: false, problem: 'TOO_FEW' });
  });

  it('counts combinations', () => {
    expect(combinations(10, 4)).toBe(210);
    expect(combinations(10, 2)).toBe(45);
    expect(combinations(3, 4)).toBe(0);
    expect(combinations(5, 0)).toBe(1);
  });
});

describe('stakes, odds and potential win', () => {
  it('checks the stake per bet against the limits', () => {
    const limits = { minStakeMinor: 100, maxStakeMinor: 10_000 };
    expect(checkStake(100, limits)).toEqual({ ok: true });
    expect(checkStake(99, limits)).toEqual({ ok: false, minMinor: 100, maxMinor: 10_000 });
    expect(checkStake(10_001, limits)).toMatchObject({ ok: false });
    expect(checkStake(1.5, limits)).toMatchObject({ ok: false });
  });

  it('rounds the win per bet down to a whole minor unit, exactly for large figures', () => {
    expect(winPerBetMinor(1000, 1950)).toBe(1950);
    expect(winPerBetMinor(333, 1950)).toBe(649); // 649.35
    expect(winPerBetMinor(100_000_000, 1_150_000)).toBe(115_000_000_000);
  });

  it('quotes a ticket like the server settles it', () => {
    const limits = { minStakeMinor: 100, maxStakeMinor: 1_000_000 };
    expect(quoteBet({ playType: 'XIEN2', layout: 'VN_NORTH', picks: ['01', '02', '03'], unitStakeMinor: 1000, oddsThousandths: 16_500, limits })).toEqual({
      ok: true,
      picks: ['01', '02', '03'],
      betCount: 3,
      stakeTotalMinor: 3000,
      winPerBetMinor: 16_500,
      potentialWinMinor: 49_500,
    });
    // đề: only one of the numbers can be the special prize's ending
    expect(quoteBet({ playType: 'DE', layout: 'VN_SOUTH', picks: ['01', '02', '03'], unitStakeMinor: 1000, oddsThousandths: 95_000, limits })).toMatchObject({
      stakeTotalMinor: 3000,
      potentialWinMinor: 95_000,
    });
    expect(quoteBet({ playType: 'DE', layout: 'VN_SOUTH', picks: ['01'], unitStakeMinor: 50, oddsThousandths: 95_000, limits })).toEqual({
      ok: false,
      problem: 'STAKE_OUT_OF_RANGE',
      minMinor: 100,
      maxMinor: 1_000_000,
    });
    expect(quoteBet({ playType: 'DE', layout: 'VN_SOUTH', picks: ['1'], unitStakeMinor: 500, oddsThousandths: 95_000, limits })).toMatchObject({ ok: false, problem: 'WRONG_DIGIT_COUNT' });
    expect(potentialWinMinor('LO2', 1000, 3500, 4)).toBe(14_000);
    expect(potentialWinMinor('SUM_BIG_SMALL', 1000, 1950, 2)).toBe(1950);
  });
});

describe('payouts', () => {
  it('LO2 pays per occurrence among the 27 North numbers', () => {
    // 45 ends special 12345, second 11145, third 55545, seventh 45 and sixth 345: 5 times
    expect(winningBets('LO2', ['45'], north)).toBe(5);
    expect(settleTicket(ticket('LO2', ['45', '90', '13']), north)).toEqual({ winningBets: 7, payoutMinor: 14_000 }); // 90: first and fifth
    expect(settleTicket(ticket('LO2', ['13']), north)).toEqual({ winningBets: 0, payoutMinor: 0 });
  });

  it('LO3 reads the last 3 digits of the numbers with 3 or more', () => {
    expect(winningBets('LO3', ['345'], north)).toBe(2); // special 12345 and sixth 345
    expect(winningBets('LO3', ['045'], north)).toBe(0);
    expect(winningBets('LO3', ['456', '510'], south)).toBe(3); // special 123456, seventh 456, fifth 4510
    expect(winningBets('LO3', ['056'], south)).toBe(0); // the 8th prize has only 2 digits
  });

  it('DE pays on the special prize last two digits', () => {
    expect(settleTicket(ticket('DE', ['45', '46'], 1000, 95_000), north)).toEqual({ winningBets: 1, payoutMinor: 95_000 });
    expect(winningBets('DE', ['56'], south)).toBe(1);
    expect(winningBets('DE', ['90'], north)).toBe(0);
  });

  it('DE_FIRST pays on the first prize last two digits', () => {
    expect(winningBets('DE_FIRST', ['90'], north)).toBe(1);
    expect(winningBets('DE_FIRST', ['45'], north)).toBe(0);
    expect(winningBets('DE_FIRST', ['90'], south)).toBe(1);
  });

  it('BA_CANG pays on the special prize last three digits', () => {
    expect(settleTicket(ticket('BA_CANG', ['345'], 1000, 900_000), north)).toEqual({ winningBets: 1, payoutMinor: 900_000 });
    expect(winningBets('BA_CANG', ['456'], south)).toBe(1);
    expect(winningBets('BA_CANG', ['245'], north)).toBe(0);
  });

  it('XIEN2/3/4 win when every number of a combination appears, once however often it appears', () => {
    // appearing in North: 45, 90, 22, 67, 01; not: 13, 14
    expect(winningBets('XIEN2', ['45', '90'], north)).toBe(1);
    expect(winningBets('XIEN2', ['45', '13'], north)).toBe(0);
    expect(winningBets('XIEN2', ['45', '90', '22', '13'], north)).toBe(3); // C(3,2) of the 6 combinations
    expect(winningBets('XIEN3', ['45', '90', '22', '13'], north)).toBe(1);
    expect(winningBets('XIEN4', ['45', '90', '22', '67', '01'], north)).toBe(5);
    expect(winningBets('XIEN4', ['45', '90', '22', '13'], north)).toBe(0);
    expect(settleTicket(ticket('XIEN2', ['45', '90', '22'], 1000, 16_500), north)).toEqual({ winningBets: 3, payoutMinor: 49_500 });
  });

  it('SUM_BIG_SMALL reads the sum of five digits: 23-45 big, 0-22 small', () => {
    expect(winningBets('SUM_BIG_SMALL', ['BIG'], fast([9, 9, 5, 0, 0]))).toBe(1); // 23
    expect(winningBets('SUM_BIG_SMALL', ['SMALL'], fast([9, 9, 4, 0, 0]))).toBe(1); // 22
    expect(winningBets('SUM_BIG_SMALL', ['BIG'], fast([9, 9, 4, 0, 0]))).toBe(0);
    expect(settleTicket(ticket('SUM_BIG_SMALL', ['BIG', 'SMALL'], 1000, 1950), fast([1, 2, 3, 4, 5]))).toEqual({ winningBets: 1, payoutMinor: 1950 });
  });

  it('SUM_ODD_EVEN reads the parity of the sum', () => {
    expect(winningBets('SUM_ODD_EVEN', ['ODD'], fast([1, 2, 3, 4, 5]))).toBe(1); // 15
    expect(winningBets('SUM_ODD_EVEN', ['EVEN'], fast([1, 2, 3, 4, 6]))).toBe(1);
    expect(winningBets('SUM_ODD_EVEN', ['EVEN'], fast([1, 2, 3, 4, 5]))).toBe(0);
  });

  it('LAST_BIG_SMALL and LAST_ODD_EVEN read the fifth digit', () => {
    expect(winningBets('LAST_BIG_SMALL', ['BIG'], fast([0, 0, 0, 0, 5]))).toBe(1);
    expect(winningBets('LAST_BIG_SMALL', ['SMALL'], fast([9, 9, 9, 9, 4]))).toBe(1);
    expect(winningBets('LAST_ODD_EVEN', ['ODD'], fast([0, 0, 0, 0, 7]))).toBe(1);
    expect(winningBets('LAST_ODD_EVEN', ['ODD'], fast([1, 1, 1, 1, 0]))).toBe(0);
  });

  it('never pays a VN play type on a 5D result or the reverse', () => {
    expect(winningBets('DE', ['45'], fast([1, 2, 3, 4, 5]))).toBe(0);
    expect(winningBets('SUM_BIG_SMALL', ['BIG', 'SMALL'], north)).toBe(0);
  });
});

describe('quick pick', () => {
  it('picks distinct valid numbers, at least the play type minimum', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const playType of PLAY_TYPES) {
      const picks = quickPick(playType, 1, random);
      const d = PLAY_TYPE_DEFS[playType];
      expect(validateSelection(playType, d.layouts[0]!, picks), playType).toMatchObject({ ok: true });
      expect(picks.length).toBe(d.minPicks);
    }
    expect(new Set(quickPick('LO2', 100, random)).size).toBe(100);
  });
});
