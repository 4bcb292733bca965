/**
 * The interface languages the platform has packs for, by the code the spec uses (TY is Filipino, EN English) or, for
 * every language added since, its BCP 47 tag (vi). A brand offers any of them (its file's `languages`); adding one is
 * a set of packs, the entry here and its tag below. No zod here: the web's first screens import it.
 */
export const packLanguageCodes = ['TY', 'EN', 'vi'] as const;
export type LanguageCode = (typeof packLanguageCodes)[number];

const tags: Record<LanguageCode, string> = { TY: 'fil', EN: 'en', vi: 'vi' };

/**
 * Whether a language's packs have a form for exactly one (`_one` beside `_other`): English's rule, which the TY packs
 * follow too; Vietnamese has the one form. The web's i18n counts by this, without loading Intl on a first screen.
 */
export const hasSingularForm: Record<LanguageCode, boolean> = { TY: true, EN: true, vi: false };

export const isLanguageCode = (value: unknown): value is LanguageCode => typeof value === 'string' && (packLanguageCodes as readonly string[]).includes(value);

/** A code from a link or a stored choice, in any case (`en`, `VI`), when the platform has it. */
export function languageCodeOf(value: string | null | undefined): LanguageCode | null {
  if (!value) return null;
  return packLanguageCodes.find((code) => code.toLowerCase() === value.toLowerCase()) ?? null;
}

/**
 * The BCP 47 tag of an interface language: for Intl, and for the `lang` attribute of its text (the web's pages and
 * the server's shell, manifest and offline page).
 */
export const languageTag = (language: string) => (isLanguageCode(language) ? tags[language] : 'en');

/** The language of a BCP 47 tag (`<html lang>`, a browser's): its primary subtag's match, else null. */
export function languageOfTag(tag: string | null | undefined): LanguageCode | null {
  const primary = tag?.toLowerCase().split('-')[0];
  if (!primary) return null;
  if (primary === 'tl') return 'TY';
  return packLanguageCodes.find((code) => tags[code] === primary) ?? null;
}
