import { ACCOUNT_CENTER_TYPES as contractAccountCenter, memberTypes } from '@app/contract/session';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CENTER_TYPES, hasAccountCenter, isRealMember, isTrial, TRIAL_TYPE } from './roles';

describe('roles', () => {
  it('agree with the contract', () => {
    expect(TRIAL_TYPE).toBe(memberTypes.TRIAL);
    expect([...ACCOUNT_CENTER_TYPES]).toEqual([...contractAccountCenter]);
  });

  it('tell trial accounts, members and agents apart', () => {
    expect(isTrial(4)).toBe(true);
    expect(isRealMember(4)).toBe(false);
    expect(isRealMember(0)).toBe(true);
    expect(isRealMember(null)).toBe(false);
    expect([0, 1, 2, 4, 41, 42].filter(hasAccountCenter)).toEqual([1, 2, 41, 42]);
  });
});
