import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyDigits, formatMoney, groupDigits, majorToMinor, minorToMajor, parseAmountMinor } from './money';
import { languageTag } from './language-tag';

const peso = { symbol: '₱', digits: 2 };
const dong = { symbol: '₫', digits: 0 };

describe('formatMoney', () => {
  it('shows two decimals with comma thousands and the symbol before in English', () => {
    expect(formatMoney(123456789, { symbol: '$', digits: 2, language: 'EN' })).toBe('$1,234,567.89');
    expect(formatMoney(5, peso)).toBe('₱0.05');
    expect(formatMoney(-100000, { symbol: '$', digits: 2 })).toBe('-$1,000.00');
    expect(formatMoney(0, peso)).toBe('₱0.00');
  });

  it('writes đồng whole, dot-grouped, the symbol after in Vietnamese', () => {
    expect(formatMoney(1_000_000, { ...dong, language: 'vi' })).toBe('1.000.000\u00a0₫');
    expect(formatMoney(100_000, { ...dong, language: 'vi' })).toBe('100.000\u00a0₫');
    expect(formatMoney(-2_500, { ...dong, language: 'vi' })).toBe('-2.500\u00a0₫');
    expect(formatMoney(1_000_000, { ...dong, language: 'EN' })).toBe('₫1,000,000');
  });

  it('matches Intl for every currency in every interface language', () => {
    for (const code of currencyCodes) {
      const digits = currencyDigits[code];
      for (const language of ['EN', 'TY', 'vi']) {
        const intl = new Intl.NumberFormat(languageTag(language), { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
        const symbol = intl.formatToParts(0).find((p) => p.type === 'currency')!.value;
        for (const minor of [0, 7, 123_456_789, -4_321_00]) {
          expect(formatMoney(minor, { symbol, digits, language }), `${code} ${language} ${minor}`).toBe(intl.format(minor / 10 ** digits));
        }
      }
    }
  });
});

describe('parseAmountMinor', () => {
  it('counts the currency’s decimal places', () => {
    expect(parseAmountMinor('12.5', 2)).toEqual({ minor: 1250 });
    expect(parseAmountMinor(100000, 0)).toEqual({ minor: 100000 });
    expect(parseAmountMinor('100000.00', 0)).toEqual({ minor: 100000 });
    expect(parseAmountMinor('1000.5', 0)).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmountMinor('0.001', 2)).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmountMinor('0', 0)).toEqual({ problem: 'not_positive' });
    expect(parseAmountMinor('-5', 0)).toEqual({ problem: 'not_positive' });
    expect(parseAmountMinor('1e5', 0)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountMinor('9999999999999.99', 2)).toEqual({ minor: 999_999_999_999_999 });
    expect(parseAmountMinor('999999999999999', 0)).toEqual({ minor: 999_999_999_999_999 });
    expect(parseAmountMinor('9999999999999999', 0)).toEqual({ problem: 'too_large' });
  });

  it('converts between the major unit and minor units both ways', () => {
    expect(minorToMajor(12345, 2)).toBe(123.45);
    expect(minorToMajor(100000, 0)).toBe(100000);
    expect(majorToMinor(0.07, 2)).toBe(7);
    expect(majorToMinor(100000, 0)).toBe(100000);
  });
});

describe('groupDigits', () => {
  it('writes whole numbers with comma thousands, as Intl does for en-US', () => {
    for (const n of [0, 7, 999, 1000, 12500, 1234567, 1000000000, -4321]) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });
});
