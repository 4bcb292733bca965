import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import enPages from '@/locales/en/pages.json';
import tyPages from '@/locales/ty/pages.json';
import { problemOf } from './problem-of';

describe('a transfer the receiving member’s responsible gaming refused', () => {
  it('tells the sender the receiver cannot take it, not the sender’s own limits or block', () => {
    const limit = problemOf(new ApiError('RG_LIMIT_REACHED', 'err_rg_limit_reached', { party: 'receiver' }, 403));
    const blocked = problemOf(new ApiError('RG_BLOCKED', 'err_rg_blocked', { party: 'receiver' }, 403));
    expect(limit.problem).toEqual({ key: 'rg_refusal_receiver_limit' });
    expect(blocked.problem).toEqual({ key: 'rg_refusal_receiver_blocked' });
    for (const pages of [enPages, tyPages] as Array<Record<string, string>>) {
      expect(pages.rg_refusal_receiver_limit).toBeTruthy();
      expect(pages.rg_refusal_receiver_blocked).toBeTruthy();
    }
  });

  it('keeps the player’s own refusal with its limit and end', () => {
    const own = problemOf(new ApiError('RG_BLOCKED', 'err_rg_blocked', { kind: 'selfExclusion', until: null, allBrands: false }, 403));
    expect(own.problem).toEqual({ key: 'rg_refusal_blocked_permanent' });
  });
});
