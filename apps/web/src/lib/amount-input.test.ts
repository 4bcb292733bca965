import { describe, expect, it } from 'vitest';
import { amountInputDecimal, amountInputMode, amountInputText, parseAmountInput } from './amount-input';

describe('an amount typed in a currency without decimals (đồng)', () => {
  it('reads a dot, a comma or a space as grouping: "100.000" is a hundred thousand, not a hundred', () => {
    expect(parseAmountInput('100.000', 0)).toEqual({ minor: 100_000 });
    expect(parseAmountInput('1.000.000', 0)).toEqual({ minor: 1_000_000 });
    expect(parseAmountInput('100,000', 0)).toEqual({ minor: 100_000 });
    expect(parseAmountInput(' 100 000 ', 0)).toEqual({ minor: 100_000 });
    expect(parseAmountInput('100\u00a0000', 0)).toEqual({ minor: 100_000 });
    expect(amountInputDecimal('10.000', 0)).toBe('10000');
  });

  it('refuses what is not a positive whole amount', () => {
    expect(parseAmountInput('', 0)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountInput('abc', 0)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountInput('0', 0)).toEqual({ problem: 'not_positive' });
    expect(parseAmountInput('-5.000', 0)).toEqual({ problem: 'not_positive' });
  });
});

describe('an amount typed in a currency with cents (peso)', () => {
  it('reads the dot as the decimal mark and a comma as grouping', () => {
    expect(parseAmountInput('1,234.50', 2)).toEqual({ minor: 123_450 });
    expect(parseAmountInput('100.000', 2)).toEqual({ minor: 10_000 });
    expect(parseAmountInput('12.', 2)).toEqual({ minor: 1_200 });
    expect(parseAmountInput('1.005', 2)).toEqual({ problem: 'too_many_decimals' });
  });
});

describe('an amount field', () => {
  it('writes minor units back in the major unit without grouping, as the calls send them', () => {
    expect(amountInputText(123_450, 2)).toBe('1234.50');
    expect(amountInputText(0, 2)).toBe('0.00');
    expect(amountInputText(1_000_000, 0)).toBe('1000000');
    expect(amountInputText(-5, 2)).toBe('0.00');
    for (const [minor, digits] of [[123_450, 2], [1_000_000, 0], [1, 2]] as const) expect(parseAmountInput(amountInputText(minor, digits), digits)).toEqual({ minor });
  });

  it('asks a phone for digits only when the currency has no decimals', () => {
    expect(amountInputMode(0)).toBe('numeric');
    expect(amountInputMode(2)).toBe('decimal');
  });
});
