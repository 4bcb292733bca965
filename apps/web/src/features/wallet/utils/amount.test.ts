import { describe, expect, it } from 'vitest';
import { amountText, checkAmount } from './amount';

const problem = (text: string, limits = {}) => {
  const r = checkAmount(text, limits, '₱');
  return 'problem' in r ? r.problem : null;
};

describe('checkAmount', () => {
  it('takes positive amounts with at most 2 decimals, in minor units', () => {
    expect(checkAmount('12.5')).toEqual({ minor: 1250 });
    expect(checkAmount(' 1,000.05 ')).toEqual({ minor: 100005 });
    expect(checkAmount('0.01')).toEqual({ minor: 1 });
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

  it('writes amounts as the calls take them', () => {
    expect(amountText(123_450)).toBe('1234.50');
  });
});
