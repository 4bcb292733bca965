import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { toasts } from '@/components/ui/toast/toast-store';
import { setImageCdns } from '@/lib/cdn';
import { featureNamespaces, textsReady } from '@/lib/feature-texts';
import enCommon from '@/locales/en/common.json';
import tyCommon from '@/locales/ty/common.json';
import { MockIntersectionObserver } from './intersection-observer';

// the text packs, as the app loads them (pages through locales/pages.ts, imported by the screens that need it)
await i18next.use(initReactI18next).init({
  lng: 'EN',
  fallbackLng: false,
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: [...featureNamespaces],
  resources: { EN: { common: enCommon }, TY: { common: tyCommon } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
await import('@/locales/pages');

// a test file's imports register its screens' packs, which load in the language of the test (as a lazy screen's do)
beforeEach(() => textsReady());

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
  // jsdom has no scrolling; the modal's scroll lock calls it
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  cleanup();
  modals.reset();
  toasts.reset();
  MockIntersectionObserver.instances.length = 0;
  setImageCdns([]);
  localStorage.clear();
  sessionStorage.clear();
  document.body.removeAttribute('style');
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
  vi.useRealTimers();
  if (i18next.language !== 'EN') await i18next.changeLanguage('EN');
});
