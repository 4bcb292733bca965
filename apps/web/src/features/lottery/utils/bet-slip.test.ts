import { playTypeInfo } from '@app/contract/lottery';
import type { PlayType } from '@app/contract/lottery-rules';
import { describe, expect, it } from 'vitest';
import { slipFigures } from './bet-slip';

const info = (code: PlayType, oddsThousandths: number, minStakeMinor = 100, maxStakeMinor = 500_000) => playTypeInfo(code, { oddsThousandths, minStakeMinor, maxStakeMinor }, 2);
/** The demo brand's pesos, read in English. */
const peso = { symbol: '₱', digits: 2, language: 'EN' };

describe('bet slip figures', () => {
  it('lô 2: one bet per number, every number can win', () => {
    const f = slipFigures(info('LO2', 99_000), 'VN_SOUTH', ['07', '21', '88'], '2.50', peso);
    expect(f.problem).toBeNull();
    expect(f).toMatchObject({ betCount: 3, stakeMinor: 250, totalMinor: 750, potentialWinMinor: 3 * 24_750 });
  });

  it('xiên 2: every pair of the picks is a bet', () => {
    const f = slipFigures(info('XIEN2', 17_000), 'VN_NORTH', ['01', '02', '03', '04'], '1', peso);
    expect(f).toMatchObject({ betCount: 6, totalMinor: 600, potentialWinMinor: 6 * 1_700 });
  });

  it('đề and big/small are exclusive: the potential win counts one bet', () => {
    expect(slipFigures(info('DE', 95_000), 'VN_SOUTH', ['10', '20'], '1', peso)).toMatchObject({ betCount: 2, totalMinor: 200, potentialWinMinor: 9_500 });
    expect(slipFigures(info('SUM_BIG_SMALL', 1_950), 'FAST_5D', ['BIG'], '10', peso)).toMatchObject({ betCount: 1, totalMinor: 1_000, potentialWinMinor: 1_950 });
  });

  it('keeps the bet count while the stake is out of range, and says why', () => {
    const f = slipFigures(info('LO2', 99_000, 100, 10_000), 'VN_SOUTH', ['07', '21'], '500', peso);
    expect(f.quote).toBeNull();
    expect(f.betCount).toBe(2);
    expect(f.totalMinor).toBe(100_000);
    expect(f.problem).toEqual({ key: 'lottery_stake_range', values: { min: '₱1.00', max: '₱100.00' } });
    expect(slipFigures(info('LO2', 99_000), 'VN_SOUTH', ['07'], '', peso).problem?.key).toBe('lottery_enter_stake');
    expect(slipFigures(info('LO2', 99_000), 'VN_SOUTH', ['07'], '1.234', peso).problem?.key).toBe('lottery_stake_invalid');
  });

  it('takes a stake in đồng as the Vietnamese player writes it: whole, the dot grouping thousands', () => {
    const dong = { symbol: '₫', digits: 0, language: 'vi' };
    const vnd = (code: PlayType, odds: number) => playTypeInfo(code, { oddsThousandths: odds, minStakeMinor: 1_000, maxStakeMinor: 1_000_000 }, 0);
    expect(slipFigures(vnd('LO2', 99_000), 'VN_SOUTH', ['07'], '10.000', dong)).toMatchObject({ stakeMinor: 10_000, totalMinor: 10_000, problem: null });
    expect(slipFigures(vnd('LO2', 99_000), 'VN_SOUTH', ['07'], '100', dong).problem).toEqual({ key: 'lottery_stake_range', values: { min: '1.000\u00a0₫', max: '1.000.000\u00a0₫' } });
    expect(slipFigures(vnd('LO2', 99_000), 'VN_SOUTH', ['07'], 'abc', dong).problem?.key).toBe('lottery_stake_invalid_whole');
  });

  it('names selection problems with text keys', () => {
    expect(slipFigures(info('LO2', 99_000), 'VN_SOUTH', [], '1', peso).problem).toEqual({ key: 'lottery_pick_prompt', values: { min: 1 } });
    expect(slipFigures(info('XIEN3', 50_000), 'VN_SOUTH', ['01', '02'], '1', peso).problem).toEqual({ key: 'lottery_too_few', values: { min: 3 } });
    expect(slipFigures(info('BA_CANG', 900_000), 'VN_SOUTH', ['12'], '1', peso).problem).toEqual({ key: 'lottery_wrong_digits', values: { digits: 3 } });
    expect(slipFigures(info('SUM_ODD_EVEN', 1_950), 'FAST_5D', ['ODD', 'EVEN', 'ODD'], '1', peso).problem?.key).toBe('lottery_duplicate');
  });
});
