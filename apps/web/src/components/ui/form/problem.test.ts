import { describe, expect, it } from 'vitest';
import { decodeProblem, encodeProblem } from './problem';

describe('problems in form messages', () => {
  it('carries a key and its parameters through a zod message', () => {
    const p = { key: 'wl_amount_min', params: { min: '₱1,000.00' } };
    expect(decodeProblem(encodeProblem(p))).toEqual(p);
    expect(decodeProblem('wl_enter_amount')).toEqual({ key: 'wl_enter_amount' });
    expect(decodeProblem(encodeProblem({ key: 'mc_length', params: { min: 2, max: 20 } }))).toEqual({ key: 'mc_length', params: { min: '2', max: '20' } });
  });

  it('keeps a count a number, so the text takes its plural form', () => {
    expect(decodeProblem(encodeProblem({ key: 'lo_out_of_stock_left', params: { count: 0 } }))).toEqual({ key: 'lo_out_of_stock_left', params: { count: 0 } });
  });
});
