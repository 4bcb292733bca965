/*
 * The part of react-i18next this app uses (useTranslation and the init plugin), bound to i18n-lite's instance. The
 * build resolves `react-i18next` to this module (vite.config.ts); see i18next.ts beside it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import i18next from './i18next';

export const initReactI18next = { type: '3rdParty', init() {} } as const;

// a component renders again when the language changes, and when a pack arrives (a screen's texts that came after it)
let packsAdded = 0;
i18next.on('added', () => void packsAdded++);
const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  i18next.on('added', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.off('added', onChange);
  };
};
const currentTexts = () => `${i18next.language}:${packsAdded}`;

/** `{ t, i18n }` for the current language. */
export function useTranslation() {
  const texts = useSyncExternalStore(subscribe, currentTexts, currentTexts);
  return useMemo(() => {
    const t = i18next.getFixedT(i18next.language);
    const result = Object.assign([t, i18next, true] as const, { t, i18n: i18next, ready: true });
    return result;
    // texts names the language and the packs held: a new t when either changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts]);
}
