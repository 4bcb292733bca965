import { describe, expect, it } from 'vitest';
import { toNationalNumber } from './phone-number';

describe('toNationalNumber', () => {
  it('reads a number written with its trunk 0, spaces, dashes or its own code as the national number', async () => {
    expect(await toNationalNumber('63', '0917 123 4567')).toBe('9171234567');
    expect(await toNationalNumber('63', '917-123-4567')).toBe('9171234567');
    expect(await toNationalNumber('+63', '+63 917 123 4567')).toBe('9171234567');
    expect(await toNationalNumber('44', '07700 900123')).toBe('7700900123');
  });

  it('leaves what the plan cannot read as typed, trimmed', async () => {
    expect(await toNationalNumber('63', ' 12 ')).toBe('12');
    expect(await toNationalNumber('63', '')).toBe('');
    // a number of another country's code is not this one's
    expect(await toNationalNumber('63', '+44 7700 900123')).toBe('+44 7700 900123');
  });
});
