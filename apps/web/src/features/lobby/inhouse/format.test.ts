import { describe, expect, it } from 'vitest';
import { multiplierText } from './format';

describe('multiplierText', () => {
  it('writes a multiplier with two decimals and comma thousands', () => {
    expect(multiplierText(1.5)).toBe('×1.50');
    expect(multiplierText(1000)).toBe('×1,000.00');
    expect(multiplierText(98.999)).toBe('×99.00');
  });
});
