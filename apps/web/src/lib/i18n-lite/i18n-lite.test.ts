import i18nextReal from 'i18next';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureNamespaces } from '../feature-texts';
import { createInstance } from './i18next';

/** Every pack the app ships: common and pages, and each feature's namespace. */
const srcDir = join(import.meta.dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(join(srcDir, path), 'utf8')) as Record<string, string>;
const featureDir: Record<string, string> = { member: 'member-center', promo: 'promotions', agent: 'agent-center' };
const folderOf = { EN: 'en', TY: 'ty', vi: 'vi' } as const;
const packs = (language: 'en' | 'ty' | 'vi') => ({
  common: read(`locales/${language}/common.json`),
  pages: read(`locales/${language}/pages.json`),
  ...Object.fromEntries(
    featureNamespaces
      .filter((ns) => ns !== 'pages')
      .map((ns) => [ns, `features/${featureDir[ns] ?? ns}/locales/${language}.json`] as const)
      .filter(([, path]) => existsSync(join(srcDir, path)))
      .map(([ns, path]) => [ns, read(path)]),
  ),
});
const options = { ns: ['common'], defaultNS: 'common', fallbackNS: [...featureNamespaces], fallbackLng: false as const, interpolation: { escapeValue: false }, returnNull: false };

async function both() {
  const real = i18nextReal.createInstance();
  await real.init({ ...options, lng: 'TY', resources: {} });
  const lite = createInstance();
  await lite.init({ ...options, lng: 'TY', resources: {} });
  for (const language of ['EN', 'TY', 'vi'] as const)
    for (const [ns, pack] of Object.entries(packs(folderOf[language]))) {
      real.addResourceBundle(language, ns, pack, true, true);
      lite.addResourceBundle(language, ns, pack, true, true);
    }
  return { real, lite };
}

describe('i18n-lite', () => {
  it('finds the feature folders of every namespace', () => {
    expect(readdirSync(join(srcDir, 'features')).length).toBeGreaterThan(0);
    expect(Object.keys(packs('en')).length).toBeGreaterThan(8);
  });

  it('gives the same text as i18next for every key of every pack, in every language, plurals and values included', { timeout: 30_000 }, async () => {
    const { real, lite } = await both();
    let compared = 0;
    const names = new Set([...JSON.stringify([packs('en'), packs('ty'), packs('vi')]).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!));
    const values = Object.fromEntries([...names].map((name) => [name, `<${name}>`]));
    for (const language of ['EN', 'TY', 'vi'] as const) {
      await real.changeLanguage(language);
      await lite.changeLanguage(language);
      const keys = new Set(Object.values(packs(folderOf[language])).flatMap((pack) => Object.keys(pack).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))));
      for (const key of keys) {
        expect(lite.t(key), key).toBe(real.t(key));
        // a value left out stays as it is written
        expect(lite.t(key, { other: 1 }), key).toBe(real.t(key, { other: 1 }));
        for (const count of [0, 1, 2, 5]) expect(lite.t(key, { ...values, count }), `${key} ${count}`).toBe(real.t(key, { ...values, count }));
        compared++;
      }
      expect(lite.getFixedT('EN')('in_home')).toBe(real.getFixedT('EN')('in_home'));
    }
    expect(compared).toBeGreaterThan(500);
    expect(lite.t('no_such_key')).toBe(real.t('no_such_key'));
    // a key no pack has takes the caller's default (an operator's catalogue category), a known key its text
    expect(lite.t('lo_cat_gifts_2026', { defaultValue: 'Gifts 2026' })).toBe(real.t('lo_cat_gifts_2026', { defaultValue: 'Gifts 2026' }));
    expect(lite.t('in_home', { defaultValue: 'x' })).toBe(real.t('in_home', { defaultValue: 'x' }));
    expect(lite.hasResourceBundle('EN', 'lobby')).toBe(real.hasResourceBundle('EN', 'lobby'));
  });

  it('tells listeners when the language changes', async () => {
    const lite = createInstance();
    await lite.init({ ...options, lng: 'EN' });
    const heard: unknown[] = [];
    const listener = (language: unknown) => heard.push(language);
    lite.on('languageChanged', listener);
    await lite.changeLanguage('TY');
    lite.off('languageChanged', listener);
    await lite.changeLanguage('EN');
    expect(heard).toEqual(['TY']);
    expect(lite.language).toBe('EN');
  });
});
