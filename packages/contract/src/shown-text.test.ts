import { describe, expect, it } from 'vitest';
import { chatSendBodySchema } from './chat';
import { checkNickname } from './profile';
import { hasInvisibleCharacters, isReservedName, nameSkeleton } from './shown-text';

describe('name skeleton', () => {
  it('folds width, case, accents, look-alikes and separators onto one spelling', () => {
    for (const name of ['Customer Service', 'CUSTOMER_SERVICE', 'Cust0mer Serv1ce', 'Ｃｕｓｔｏｍｅｒ Ｓｅｒｖｉｃｅ', 'Cüstomer Sérvice', 'Customer\u200BService', 'Сustоmеr Sеrviсе'])
      expect(nameSkeleton(name), name).toBe(nameSkeleton('customerservice'));
    expect(nameSkeleton('rn')).toBe('m');
  });
});

describe('reserved names', () => {
  it("holds the staff's names and the brand's anywhere in a name", () => {
    for (const name of ['Support', 'Official Support', 'adm1n', 'SysAdmin', 'moderator', 'Lucky Nine fan']) expect(isReservedName(name, ['Lucky Nine']), name).toBe(true);
    for (const name of ['Lucky Star', 'Juan Cruz', 'Supper Club', 'Royal Tiger']) expect(isReservedName(name, ['Lucky Nine']), name).toBe(false);
  });
  it('counts a short brand name only as the whole name', () => {
    expect(isReservedName('BET', ['BET'])).toBe(true);
    expect(isReservedName('Alphabet', ['BET'])).toBe(false);
  });
  it('is part of the nickname rule', () => {
    expect(checkNickname('Customer Service')).toEqual({ key: 'mc_nickname_reserved' });
    expect(checkNickname('Lucky Nine', ['Lucky Nine'])).toEqual({ key: 'mc_nickname_reserved' });
    expect(checkNickname('Lucky Nine')).toBeNull();
  });
});

describe('invisible characters', () => {
  it('finds bidi controls and zero-width characters, but not a joiner inside an emoji', () => {
    for (const c of ['\u202A', '\u202E', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'])
      expect(hasInvisibleCharacters(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    expect(hasInvisibleCharacters('👨‍👩‍👧 🏳️‍🌈 👩🏽‍💻')).toBe(false);
    expect(hasInvisibleCharacters('مرحبا')).toBe(false);
  });
  it('is refused in chat text with its key', () => {
    const result = chatSendBodySchema.safeParse({ roomId: 'lobby', text: 'free\u200Bmoney' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['text'], message: 'input_invisible_characters' });
  });
});
