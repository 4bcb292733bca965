import { readFileSync } from 'node:fs';

type Pack = Record<string, string>;
const read = (path: string): Pack => JSON.parse(readFileSync(new URL(`../../apps/web/src/${path}`, import.meta.url), 'utf8')) as Pack;

/** The web app's text packs with the auth feature's namespace, so the auth tests find elements by the words a visitor reads. */
function translator(language: 'en' | 'ty') {
  const pack = { ...read(`locales/${language}/common.json`), ...read(`locales/${language}/pages.json`), ...read(`features/auth/locales/${language}.json`) };
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = pack[key];
    if (text === undefined) throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

export const ty = translator('ty');
export const en = translator('en');

/** A pattern message with its bounds filled in, as the forms show it. */
export const withBounds = (text: string, min: number, max: number) =>
  (min === max ? text.replace(/\(min\)\s*(?:-|~|to|–)\s*\(max\)/g, String(min)) : text).replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
