import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';

/** Text packs are loaded on demand, one JSON chunk per language. */
const packs = {
  EN: () => import('@/locales/en/common.json'),
  TY: () => import('@/locales/ty/common.json'),
} as const;
export type PackLanguage = keyof typeof packs;

export async function loadLanguage(language: PackLanguage) {
  if (!i18next.hasResourceBundle(language, 'common')) {
    const pack = await packs[language]();
    i18next.addResourceBundle(language, 'common', pack.default, true, true);
  }
  setApiLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language === 'EN' ? 'en' : 'fil';
}

export async function initI18n(language: PackLanguage) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(language);
  return i18next;
}
