import { describe, expect, it } from 'vitest';
import { formatMoney, groupDigits } from './money';

describe('formatMoney', () => {
  it('shows two decimals with comma thousands and the symbol', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(5, '₱')).toBe('₱0.05');
    expect(formatMoney(-100000)).toBe('-$1,000.00');
    expect(formatMoney(0)).toBe('$0.00');
  });
});

describe('groupDigits', () => {
  it('writes whole numbers with comma thousands, as Intl does for en-US', () => {
    for (const n of [0, 7, 999, 1000, 12500, 1234567, 1000000000, -4321]) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });
});
