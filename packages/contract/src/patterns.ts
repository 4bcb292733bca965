/**
 * The 25 field patterns of the spec's section 5, by pattern id. Each is a whole-value regular expression;
 * length bounds come from the field config and are checked separately (pattern 0 is "length only").
 * Where the spec's one-line meaning leaves room, the reading chosen is written beside the pattern.
 */
export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const THAI = '\\u0e00-\\u0e7f';
/** Chinese (CJK and full-width) punctuation plus the middle dot used in transliterated names. */
const CJK_PUNCT = '\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65\\u2018-\\u201f\\u2026\\u00b7';

export const patterns: Record<PatternId, RegExp> = {
  /** length only */
  0: /^[\s\S]*$/,
  /** starts with a letter, then letters and digits (ASCII) */
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  /** Chinese characters and digits */
  2: new RegExp(`^[${CJK}0-9]+$`),
  /** email: local part, @, a domain with a dot and a 2+ letter top level */
  3: /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]*[A-Za-z0-9_%+-])?@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  /** ASCII letters or digits only, any mix */
  4: /^[A-Za-z0-9]+$/,
  /** must combine letters and digits: at least one of each; printable ASCII symbols allowed, no spaces */
  5: /^(?=[\x21-\x7e]*[A-Za-z])(?=[\x21-\x7e]*[0-9])[\x21-\x7e]+$/,
  /** digits only */
  6: /^[0-9]+$/,
  /** ASCII letters and digits with at least one uppercase letter */
  7: /^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$/,
  /** English letters and spaces, at least one letter */
  8: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
  /** anything without whitespace */
  9: /^\S+$/,
  /** Chinese characters and Chinese punctuation, at least one character */
  10: new RegExp(`^(?=.*[${CJK}])[${CJK}${CJK_PUNCT}]+$`),
  /** date yyyy-MM-dd (calendar validity is checked by matchesPattern) */
  11: /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/,
  /** letters of any script and spaces, at least one letter */
  12: /^(?=.*\p{L})[\p{L}\p{M} ]+$/u,
  /** date MM-dd-yyyy (calendar validity is checked by matchesPattern) */
  13: /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$/,
  /** letters of any script and digits (pattern 4 is ASCII only) */
  14: /^[\p{L}\p{M}\p{Nd}]+$/u,
  /** Korean (Hangul syllables and jamo) only */
  15: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/,
  /** Thai only */
  16: new RegExp(`^[${THAI}]+$`),
  /** Thai or English letters and spaces, at least one letter */
  17: new RegExp(`^(?=.*[${THAI}A-Za-z])[${THAI}A-Za-z ]+$`),
  /** uppercase letters and spaces, at least one letter */
  18: /^(?=.*[A-Z])[A-Z ]+$/,
  /** letters, digits and symbols: printable ASCII without spaces */
  19: /^[\x21-\x7e]+$/,
  /** at least one uppercase, one lowercase, one digit and one symbol; no spaces */
  20: /^(?=\S*[A-Z])(?=\S*[a-z])(?=\S*[0-9])(?=\S*[^A-Za-z0-9\s])\S+$/,
  /** full name: two or more words of letters (apostrophe, dot, hyphen inside) separated by single spaces */
  21: /^[\p{L}\p{M}][\p{L}\p{M}'.-]*(?: [\p{L}\p{M}][\p{L}\p{M}'.-]*)+$/u,
  /** full-width Hiragana, Katakana (with the prolonged-sound mark) or Kanji, no spaces */
  22: /^[\u3040-\u309f\u30a0-\u30ff\u3005\u4e00-\u9fff\u3400-\u4dbf]+$/,
  /** uppercase ASCII letters only, no spaces */
  23: /^[A-Z]+$/,
  /** digits only, starting with 9 */
  24: /^9[0-9]*$/,
};

function isCalendarDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the value matches pattern `id`; dates (11, 13) must also exist in the calendar. */
export function matchesPattern(id: number, value: string): boolean {
  const pattern = patterns[id as PatternId];
  if (!pattern) return false;
  if (!pattern.test(value)) return false;
  if (id === 11) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return isCalendarDate(y, m, d);
  }
  if (id === 13) {
    const [m, d, y] = value.split('-').map(Number) as [number, number, number];
    return isCalendarDate(y, m, d);
  }
  return true;
}
