import { describe, expect, it } from 'vitest';
import { checkAmount, quickAmounts, withdrawableNow } from './amount';

/** The demo brand's pesos in English, and Sao Vàng's đồng in Vietnamese (no decimals, dot grouping). */
const peso = { symbol: '₱', digits: 2, language: 'EN' };
const dong = { symbol: '₫', digits: 0, language: 'vi' };

const problem = (text: string, limits = {}, money = peso) => {
  const r = checkAmount(text, money, limits);
  return 'problem' in r ? r.problem : null;
};

describe('checkAmount', () => {
  it('takes positive amounts with at most 2 decimals, in minor units', () => {
    expect(checkAmount('12.5', peso)).toEqual({ minor: 1250 });
    expect(checkAmount(' 1,000.05 ', peso)).toEqual({ minor: 100005 });
    expect(checkAmount('0.01', peso)).toEqual({ minor: 1 });
  });

  it('refuses empty, non-numeric, zero, negative and over-precise amounts', () => {
    expect(problem('')).toEqual({ key: 'wl_enter_amount' });
    expect(problem('abc')).toEqual({ key: 'err_invalid_amount' });
    expect(problem('1e3')).toEqual({ key: 'err_invalid_amount' });
    expect(problem('0')).toEqual({ key: 'wl_amount_positive' });
    expect(problem('-5')).toEqual({ key: 'wl_amount_positive' });
    expect(problem('1.005')).toEqual({ key: 'wl_amount_decimals' });
    expect(problem('99999999999999')).toEqual({ key: 'wl_amount_too_large' });
  });

  it('checks the limits and the balance, saying them in money', () => {
    expect(problem('50', { minMinor: 10_000 })).toEqual({ key: 'wl_amount_min', params: { min: '₱100.00' } });
    expect(problem('60000', { maxMinor: 5_000_000 })).toEqual({ key: 'wl_amount_max', params: { max: '₱50,000.00' } });
    expect(problem('1000.01', { availableMinor: 100_000 })).toEqual({ key: 'wl_amount_over_balance', params: { available: '₱1,000.00' } });
    expect(problem('1000', { availableMinor: 100_000, minMinor: 10_000, maxMinor: 5_000_000 })).toBeNull();
  });

  it('reads đồng whole, a dot or comma grouping thousands, and says the limits as Vietnamese write them', () => {
    expect(checkAmount('100.000', dong)).toEqual({ minor: 100_000 });
    expect(checkAmount('100000', dong)).toEqual({ minor: 100_000 });
    expect(problem('10.000', { minMinor: 50_000 }, dong)).toEqual({ key: 'wl_amount_min', params: { min: '50.000\u00a0₫' } });
  });
});

describe('quick deposit amounts', () => {
  it('are round amounts inside the channel’s limits, six at most', () => {
    expect(quickAmounts({ minMinor: 10_000, maxMinor: 5_000_000 }, 2)).toEqual([10_000, 20_000, 50_000, 100_000, 200_000, 500_000]);
    expect(quickAmounts({ minMinor: 50_000, maxMinor: 1_000_000 }, 2)).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000]);
    expect(quickAmounts({ minMinor: 50_000, maxMinor: 50_000_000 }, 0)).toEqual([50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000]);
  });
});

describe('what can be withdrawn now', () => {
  const settings = { availableMinor: 147_248, minMinor: 10_000, maxMinor: 5_000_000, turnover: { remainingMinor: 0 } };
  it('is the balance when nothing stands in the way', () => {
    expect(withdrawableNow(settings, 3)).toEqual({ amountMinor: 147_248, block: null });
  });
  it('is nothing while the betting requirement or the day’s count blocks every withdrawal, naming why', () => {
    expect(withdrawableNow({ ...settings, turnover: { remainingMinor: 1 } }, 3)).toEqual({ amountMinor: 0, block: 'turnover' });
    expect(withdrawableNow(settings, 0)).toEqual({ amountMinor: 0, block: 'daily_count' });
  });
  it('is nothing under the minimum, and one request’s maximum above it', () => {
    expect(withdrawableNow({ ...settings, availableMinor: 9_999 }, 3)).toEqual({ amountMinor: 0, block: 'below_minimum' });
    expect(withdrawableNow({ ...settings, maxMinor: 100_000 }, 3)).toEqual({ amountMinor: 100_000, block: 'over_per_withdrawal' });
  });
});
