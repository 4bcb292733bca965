import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { drawNoSchema, lotteryLaunchQuerySchema, placeBetBodySchema, vnOpenedNumerosQuerySchema } from './lottery';

describe('lottery call shapes', () => {
  it('declares every lottery call with real schemas', () => {
    const names = ['vnGameMenu', 'vnGameMenuRecent', 'vnOpenedNumeros', 'openedNumero', 'lotteryLaunch', 'lotteryPlaceBet', 'lotteryMyBets', 'lotteryDraw', 'lotteryTrend', 'lotteryRules', 'lotteryVerify', 'lotteryCurrentDraw'] as const;
    for (const name of names) {
      expect(calls[name].module, name).toBe('LOTT3');
      // placeholders accept anything; real response schemas refuse an empty object
      expect(calls[name].response.safeParse({}).success, name).toBe(false);
    }
    expect(calls.openedNumero.login).toBe(true);
    expect(calls.lotteryPlaceBet.login).toBe(true);
    expect(calls.vnOpenedNumeros.login).toBe(false);
  });

  it('defaults the numero count to the spec 100', () => {
    expect(vnOpenedNumerosQuerySchema.parse({ gameCode: 'vnmb' })).toEqual({ gameCode: 'VNMB', count: 100 });
    expect(vnOpenedNumerosQuerySchema.safeParse({ gameCode: 'VNMB', count: '0' }).success).toBe(false);
  });

  it('takes draw numbers of daily and fast draws only', () => {
    expect(drawNoSchema.safeParse('20310310').success).toBe(true);
    expect(drawNoSchema.safeParse('20310310-0601').success).toBe(true);
    expect(drawNoSchema.safeParse('2031031').success).toBe(false);
    expect(drawNoSchema.safeParse('20310310-61').success).toBe(false);
  });

  it('needs a request id, picks and a stake to place a bet', () => {
    const bet = { gameCode: 'SSC5D', drawNo: '20310310-0601', playType: 'SUM_BIG_SMALL', numbers: ['BIG'], stake: '1.00', requestId: 'abcdefgh-1' };
    expect(placeBetBodySchema.safeParse(bet).success).toBe(true);
    expect(placeBetBodySchema.safeParse({ ...bet, requestId: undefined }).success).toBe(false);
    expect(placeBetBodySchema.safeParse({ ...bet, numbers: [] }).success).toBe(false);
    expect(placeBetBodySchema.safeParse({ ...bet, playType: 'STRAIGHT' }).success).toBe(false);
  });

  it('keeps the launch back URL on this site', () => {
    expect(lotteryLaunchQuerySchema.parse({ lottoArea: 'vn', backUrl: '/vnlottery?x=1' })).toMatchObject({ lottoArea: 'VN', lottoView: 'lobby', backUrl: '/vnlottery?x=1' });
    for (const backUrl of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example']) {
      expect(lotteryLaunchQuerySchema.safeParse({ backUrl }).success, backUrl).toBe(false);
    }
  });
});
