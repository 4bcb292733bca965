import { describe, expect, it } from 'vitest';
import { defaultDialingCode } from './country-picker';

const codes = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'GB', countryDialingCode: '44' },
];

describe('the default dialling code', () => {
  it("is the visitor's country's when offered, else the brand's home market's (not the list's first)", () => {
    expect(defaultDialingCode(codes, 'SG', 'GB')).toBe('65');
    expect(defaultDialingCode(codes, 'ZZ', 'GB')).toBe('44');
    expect(defaultDialingCode(codes, 'ZZ', 'PH')).toBe('63');
    expect(defaultDialingCode(codes, 'ZZ', 'FR')).toBe('63');
  });
});
