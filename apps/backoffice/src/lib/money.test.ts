import { describe, expect, it } from 'vitest';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, formatAmount, plainMoney } from './money';
import { moneyFormatsOf } from './use-brand-money';

const php = { symbol: '₱', digits: 2 };
const vnd = { symbol: '₫', digits: 0 };

describe('formatAmount', () => {
  it('writes minor units in the brand’s currency, in English', () => {
    expect(formatAmount(123450, php)).toBe('₱1,234.50');
    expect(formatAmount(100000, vnd)).toBe('₫100,000');
    expect(formatAmount(-2500, vnd)).toBe('-₫2,500');
    expect(formatAmount(123450, plainMoney)).toBe('1,234.50');
  });
});

describe('amountText', () => {
  it('writes major units with exactly the currency’s decimals, for an input or a CSV cell', () => {
    expect(amountText(123450, 2)).toBe('1234.50');
    expect(amountText(5, 2)).toBe('0.05');
    expect(amountText(-1250, 2)).toBe('-12.50');
    expect(amountText(100000, 0)).toBe('100000');
    expect(amountText(-100000, 0)).toBe('-100000');
    expect(amountText(0, 0)).toBe('0');
    expect(amountText(null, 2)).toBe('');
    // no floating-point slip on a large amount
    expect(amountText(999_999_999_999_995, 2)).toBe('9999999999999.95');
  });
});

describe('amountToMinor', () => {
  it('reads a peso amount with up to two decimals', () => {
    expect(amountToMinor('150', 2)).toBe(15000);
    expect(amountToMinor('150.5', 2)).toBe(15050);
    expect(amountToMinor('1,500.05', 2)).toBe(150005);
    expect(amountToMinor('0', 2)).toBe(0);
    expect(amountToMinor('0.00', 2)).toBe(0);
  });
  it('reads a đồng amount as whole đồng: 100000 is 100,000 ₫', () => {
    expect(amountToMinor('100000', 0)).toBe(100000);
    expect(amountToMinor('100,000', 0)).toBe(100000);
    // a zero fraction is no decimal
    expect(amountToMinor('100000.00', 0)).toBe(100000);
    expect(amountToMinor('0', 0)).toBe(0);
  });
  it('refuses what is not an amount of the currency', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e5', '10.', '.5']) expect(amountToMinor(text, 2)).toBeNull();
    for (const text of ['1000.5', '0.5', '-100']) expect(amountToMinor(text, 0)).toBeNull();
    expect(amountToMinor('99999999999999999', 0)).toBeNull();
  });
});

describe('amount inputs', () => {
  it('ask for digits only and say "whole amount" when the currency has no decimals', () => {
    expect(amountInputMode(0)).toBe('numeric');
    expect(amountInputMode(2)).toBe('decimal');
    expect(amountFormatKey(0)).toBe('amount_format_whole');
    expect(amountFormatKey(2)).toBe('amount_format');
  });
});

describe('moneyFormatsOf', () => {
  const brands = [
    { id: 'ph', name: 'Lucky', currencySymbol: '₱', currency: 'PHP', currencyDigits: 2, timeZone: 'Asia/Manila' },
    { id: 'vn', name: 'Sao Vàng', currencySymbol: '₫', currency: 'VND', currencyDigits: 0, timeZone: 'Asia/Ho_Chi_Minh' },
  ];
  it('takes the brand’s symbol and decimals, and two plain decimals for a brand not (yet) known', () => {
    const moneyOf = moneyFormatsOf(brands);
    expect(moneyOf('vn')).toEqual(vnd);
    expect(moneyOf('ph')).toEqual(php);
    // one object per brand: columns built from it are not rebuilt
    expect(moneyOf('vn')).toBe(moneyOf('vn'));
    expect(moneyOf('xx')).toBe(plainMoney);
    expect(moneyOf(null)).toBe(plainMoney);
    expect(moneyFormatsOf(undefined)('vn')).toBe(plainMoney);
  });
});
