import { existsSync, readdirSync, readFileSync } from 'node:fs';

type Pack = Record<string, string>;
/** The web app's feature folders that carry a text namespace (apps/web/src/features/<f>/locales/{en,ty}.json). */
export type TextFeature = 'auth' | 'member-center' | 'wallet' | 'lobby' | 'lottery' | 'promotions' | 'agent-center' | 'loyalty' | 'chat' | 'support' | 'responsible-gaming' | 'player-activity';

const read = (path: string): Pack => JSON.parse(readFileSync(new URL(`../../apps/web/src/${path}`, import.meta.url), 'utf8')) as Pack;

/**
 * The web app's own text packs (common and pages, then the features named), so tests find elements by the words a
 * visitor reads. A key may be a plural's stem (`key` for `key_other`); `{{name}}` takes its value.
 */
export function translator(language: 'en' | 'ty' | 'vi', features: readonly TextFeature[] = []) {
  const pack: Pack = Object.assign(
    {},
    read(`locales/${language}/common.json`),
    read(`locales/${language}/pages.json`),
    ...features.map((feature) => read(`features/${feature}/locales/${language}.json`)),
  );
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = pack[key] ?? pack[`${key}_other`];
    if (text === undefined) throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The shell's texts only (common and pages). Lucky Nine (the demo brand) speaks TY by default, Royal Tiger EN. */
export const ty = translator('ty');
export const en = translator('en');

/** A pattern message with its bounds filled in, as the forms show it. */
export const withBounds = (text: string, min: number, max: number) =>
  (min === max ? text.replace(/\(min\)\s*(?:-|~|to|–)\s*\(max\)/g, String(min)) : text).replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));

/**
 * Words only the English packs hold: every English text (common, pages and every feature's pack) that another language
 * writes differently, cut at its placeholders into the runs of two or more words a reader would see whole. A screen
 * in another language that shows one of them shows English. `{{name}}` values and one-word texts (proper names,
 * "OK", "USDT") are left out: they may rightly be the same in both.
 */
export function englishOnlyFragments(language: 'ty' | 'vi'): string[] {
  const features = readdirSync(new URL('../../apps/web/src/features/', import.meta.url)).filter((f) =>
    existsSync(new URL(`../../apps/web/src/features/${f}/locales/en.json`, import.meta.url)),
  );
  const paths = ['locales/{l}/common.json', 'locales/{l}/pages.json', ...features.map((f) => `features/${f}/locales/{l}.json`)];
  const fragments = new Set<string>();
  const ownTexts: string[] = [];
  for (const path of paths) {
    const english = read(path.replace('{l}', 'en'));
    const other = read(path.replace('{l}', language === 'ty' ? 'ty' : 'vi'));
    ownTexts.push(...Object.values(other));
    for (const [key, text] of Object.entries(english)) {
      if (key.startsWith('lang_') || other[key] === text) continue;
      for (const run of text.split(/\{\{\w+\}\}|<[^>]+>|\n/)) {
        const words = run.trim().replace(/[.:!?,;]+$/, '');
        if (/^[A-Za-z][A-Za-z']*(?: [A-Za-z'][A-Za-z']*)+$/.test(words) && words.length >= 8) fragments.add(words);
      }
    }
  }
  // a run the other language uses itself (a game category's borrowed name) is its word too
  const own = ownTexts.join('\n');
  return [...fragments].filter((fragment) => !own.includes(fragment));
}
