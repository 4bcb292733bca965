/*
 * Text one player shows to the others (a nickname, a chat message): the rules that keep it from posing as the
 * brand's staff or hiding what it says. Shared by the forms and the server; no zod here (the forms check as they type).
 */

/** The text-pack key of the refusal of invisible formatting characters (a field error under the input). */
export const INVISIBLE_CHARACTERS_KEY = 'input_invisible_characters';

/**
 * Bidirectional controls (U+202A–202E embeddings and overrides, U+2066–2069 isolates, U+200E/200F marks, U+061C the
 * Arabic letter mark) and zero-width or invisible characters (U+200B–200D, U+2060–2064, U+FEFF, the soft hyphen
 * U+00AD, U+180E): they reorder what others read ("‮gnp.exe") or hide a word from the eye and from filters.
 */
const invisibleCharacter = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/** A zero-width joiner inside an emoji sequence (👨‍👩‍👧, 🏳️‍🌈) draws one picture: that one is allowed. */
const emojiJoiner = /(\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)\u200D(?=\p{Extended_Pictographic})/gu;

export const hasInvisibleCharacters = (text: string) => invisibleCharacter.test(text.replace(emojiJoiner, '$1'));

/**
 * Look-alikes folded onto one letter after NFKC and lower case: digits and signs used as letters, and the Cyrillic
 * and Greek letters drawn like Latin ones. l, 1, i, | and ! all become i (which one a 1 stands for is a guess).
 */
const confusables: Record<string, string> = {
  '0': 'o', '1': 'i', l: 'i', '|': 'i', '!': 'i', '2': 'z', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '8': 'b', '9': 'g',
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', з: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'i',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  // Latin without a dot, or drawn like another letter
  ı: 'i', ȷ: 'j',
};

/**
 * The skeleton two names are compared by: NFKC (full-width and styled letters become plain ones), lower case,
 * accents removed, look-alikes folded (confusables, then "rn" → m and "vv" → w), and every character that is not a
 * letter a–z or a digit dropped (spaces, punctuation, zero-width characters). "Cust0mer  Serv1ce", "ＡＤＭＩＮ" and
 * "Suppоrt" with a Cyrillic о all meet their plain spelling.
 */
export function nameSkeleton(name: string): string {
  const folded = [...name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')].map((c) => confusables[c] ?? c).join('');
  return folded.replace(/[^a-z0-9]/g, '').replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** Names of the brand's staff and of the platform that no player may show (the brand's own name is added per brand). */
export const RESERVED_NAMES = ['customer service', 'customer support', 'support', 'admin', 'administrator', 'operator', 'moderator', 'system', 'official', 'staff'] as const;

/**
 * Whether a name poses as staff or the brand: its skeleton holds a reserved name's skeleton anywhere ("Official
 * Supp0rt 24/7" too). A brand name shorter than 4 letters only counts when it is the whole name. Holding rather than
 * equalling refuses a rare honest name ("Badminton" holds "admin"); the player picks another, where equality would
 * let every decorated copy of "Support" through.
 */
export function isReservedName(name: string, brandNames: readonly string[] = []): boolean {
  const skeleton = nameSkeleton(name);
  if (!skeleton) return false;
  return [...RESERVED_NAMES, ...brandNames].some((reserved) => {
    const term = nameSkeleton(reserved);
    if (!term) return false;
    return term.length < 4 ? skeleton === term : skeleton.includes(term);
  });
}
