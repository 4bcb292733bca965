import { isLanguageCode, languageCodeOf, languageOfTag, languageTag } from '@app/contract/language-tag';
import type { Language } from '@app/contract/brand';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { featureNamespaces, loadFeatureTexts } from './feature-texts';
import { local } from './storage';
import { pageUrl } from './page-url';

/** Text packs are loaded on demand, one JSON chunk per language. */
const packs = {
  EN: () => import('@/locales/en/common.json'),
  TY: () => import('@/locales/ty/common.json'),
  vi: () => import('@/locales/vi/common.json'),
} as const;
export type PackLanguage = keyof typeof packs;
export const packLanguages = Object.keys(packs) as PackLanguage[];

/** `<html lang>` is written by the server from the brand's default language before any script runs. */
function htmlLanguage(): PackLanguage {
  return (typeof document !== 'undefined' && languageOfTag(document.documentElement.lang)) || 'TY';
}

/** A link may name the language (`?language=EN`, as lottery launches do): it counts for this visit, unstored. */
function linkLanguage(): PackLanguage | null {
  return languageCodeOf(new URLSearchParams(pageUrl().search).get('language'));
}

/** Before the brand is known: the link's language, the stored choice, else the brand default the server wrote into the page. */
export function initialLanguage(): PackLanguage {
  const stored = local.get('hisLang');
  return linkLanguage() ?? (isLanguageCode(stored) ? stored : htmlLanguage());
}

/** The language to show for a brand: the link's, else the stored choice, when the brand supports it; else its default. */
export function resolveLanguage(brand: { languages: readonly Language[]; defaultLanguage: Language }): PackLanguage {
  const stored = local.get('hisLang');
  for (const wanted of [linkLanguage(), stored]) if (isLanguageCode(wanted) && brand.languages.includes(wanted)) return wanted;
  return brand.defaultLanguage;
}

export async function loadLanguage(language: PackLanguage) {
  // the common pack and every registered screen's pack of the language, fetched side by side
  const common = i18next.hasResourceBundle(language, 'common')
    ? undefined
    : packs[language]().then((pack) => void i18next.addResourceBundle(language, 'common', pack.default, true, true));
  await Promise.all([common, loadFeatureTexts(language)]);
  setApiLanguage(language);
  await i18next.changeLanguage(language);
  // the server's first-screen render has no document (the page's lang is written into its HTML)
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
}

/** A visitor's choice: remembered as hisLang (and lang) for the next visit. */
export async function chooseLanguage(language: PackLanguage) {
  local.set('hisLang', language);
  local.set('lang', language);
  await loadLanguage(language);
}

export async function initI18n(language: PackLanguage) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // texts of on-demand screens (see locales/pages.ts)
    fallbackNS: [...featureNamespaces],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  return i18next;
}

/** The current interface language; language-dependent queries put it in their key. */
export function useLanguage(): PackLanguage {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : htmlLanguage();
}
