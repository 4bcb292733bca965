import type { BrandConfig, Language } from '@app/contract/brand';
import type { Localized } from '../db/schema';

/** A seed's text in every language the platform has packs for: what a brand gets is its own languages' (inBrandLanguages). */
export type SeedText = Record<Language, string>;

/**
 * A seed text in the brand's languages only: the Vietnamese brand's in vi alone, an English-only brand's in EN. A text
 * built per language (one with an amount, written as that language writes money) is a function of the language.
 */
export function inBrandLanguages(brand: Pick<BrandConfig, 'languages'>, text: SeedText | ((language: Language) => string)): Localized {
  return Object.fromEntries(brand.languages.map((language) => [language, typeof text === 'function' ? text(language) : text[language]]));
}
