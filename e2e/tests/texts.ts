import { readFileSync } from 'node:fs';

type Pack = Record<string, string>;
/** The web app's feature folders that carry a text namespace (apps/web/src/features/<f>/locales/{en,ty}.json). */
export type TextFeature = 'auth' | 'member-center' | 'wallet' | 'lobby' | 'lottery' | 'promotions' | 'agent-center' | 'loyalty' | 'chat' | 'support' | 'responsible-gaming' | 'player-activity';

const read = (path: string): Pack => JSON.parse(readFileSync(new URL(`../../apps/web/src/${path}`, import.meta.url), 'utf8')) as Pack;

/**
 * The web app's own text packs (common and pages, then the features named), so tests find elements by the words a
 * visitor reads. A key may be a plural's stem (`key` for `key_other`); `{{name}}` takes its value.
 */
export function translator(language: 'en' | 'ty', features: readonly TextFeature[] = []) {
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
