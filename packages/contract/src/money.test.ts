import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows two decimals with comma thousands and the symbol', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(5, '₱')).toBe('₱0.05');
    expect(formatMoney(-100000)).toBe('-$1,000.00');
    expect(formatMoney(0)).toBe('$0.00');
  });
});
