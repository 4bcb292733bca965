import { readFileSync } from 'node:fs';

type Pack = Record<string, string>;
const read = (language: 'en' | 'ty', namespace: 'common' | 'pages'): Pack =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Pack;

function translator(language: 'en' | 'ty') {
  const pack = { ...read(language, 'common'), ...read(language, 'pages') };
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = pack[key];
    if (text === undefined) throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The web app's own text packs, so tests find elements by the words a visitor reads. */
export const ty = translator('ty');
export const en = translator('en');
