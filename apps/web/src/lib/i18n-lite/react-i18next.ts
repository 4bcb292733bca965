/*
 * The part of react-i18next this app uses (useTranslation and the init plugin), bound to i18n-lite's instance. The
 * build resolves `react-i18next` to this module (vite.config.ts); see i18next.ts beside it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import i18next from './i18next';

export const initReactI18next = { type: '3rdParty', init() {} } as const;

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => void i18next.off('languageChanged', onChange);
};
const currentLanguage = () => i18next.language;

/** `{ t, i18n }` for the current language; components render again when the language changes. */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => {
    const t = i18next.getFixedT(language);
    const result = Object.assign([t, i18next, true] as const, { t, i18n: i18next, ready: true });
    return result;
  }, [language]);
}
