import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { checkNickname, isKnownAvatar, updateAvatarBodySchema, updateNicknameBodySchema } from './profile';

describe('nickname rule', () => {
  it('trims, joins inner spaces and counts characters (not UTF-16 units)', () => {
    expect(updateNicknameBodySchema.parse({ nickname: '  Lucky   Star ' })).toEqual({ nickname: 'Lucky Star' });
    expect(checkNickname('🎰'.repeat(20))).toBeNull();
    expect(checkNickname('🎰'.repeat(21))).toEqual({ key: 'mc_nickname_length', params: { min: 2, max: 20 } });
    expect(checkNickname('a')?.key).toBe('mc_nickname_length');
    expect(checkNickname('  ')?.key).toBe('input_cannot_be_empty');
  });

  it('refuses HTML and control characters', () => {
    for (const bad of ['<script>', 'a&b', 'say "hi"', "it's", 'x\u0000y', 'x\u007fy', 'x\u202ey', 'x\u200by']) expect(checkNickname(bad)?.key, bad).toBe('mc_nickname_chars');
  });
});

describe('avatars', () => {
  it('knows 0 (initials) and the 12 built-in ones only', () => {
    expect([0, 1, 12].every(isKnownAvatar)).toBe(true);
    expect([-1, 13, 2.5].some(isKnownAvatar)).toBe(false);
    expect(updateAvatarBodySchema.safeParse({ iconId: 13 }).success).toBe(false);
  });
});

describe('profile calls', () => {
  it('need a login; those carrying the login password travel encrypted', () => {
    for (const name of ['updateNickname', 'avatarList', 'updateAvatar', 'bindMobileCode', 'bindMobile', 'bindEmailCode', 'bindEmail'] as const) expect(calls[name].login).toBe(true);
    for (const name of ['bindMobileCode', 'bindMobile', 'bindEmailCode', 'bindEmail'] as const) expect(calls[name].encrypt).toBe(true);
  });
});
