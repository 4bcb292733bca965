import { errorCodes, messageKeyFor } from '@app/contract/envelope';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enCommon from './en/common.json';
import enPages from './en/pages.json';
import tyCommon from './ty/common.json';
import tyPages from './ty/pages.json';

type Pack = Record<string, string>;
const srcDir = join(import.meta.dirname, '..');
const readPack = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Pack;
/** The feature namespaces (features/<f>/locales/{en,ty}.json, registered with registerTexts). */
const featurePacks = readdirSync(join(srcDir, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(srcDir, 'features', d.name, 'locales', 'en.json')))
  .map((d) => ({
    feature: d.name,
    en: readPack(join(srcDir, 'features', d.name, 'locales', 'en.json')),
    ty: readPack(join(srcDir, 'features', d.name, 'locales', 'ty.json')),
  }));

const en = Object.assign({}, enCommon, enPages, ...featurePacks.map((p) => p.en)) as Pack;
const ty = Object.assign({}, tyCommon, tyPages, ...featurePacks.map((p) => p.ty)) as Pack;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
describe('text packs', () => {
  it('EN and TY have the same keys, namespace by namespace', () => {
    expect(Object.keys(tyCommon).sort()).toEqual(Object.keys(enCommon).sort());
    expect(Object.keys(tyPages).sort()).toEqual(Object.keys(enPages).sort());
    expect(Object.keys(enCommon).filter((k) => k in enPages)).toEqual([]);
    for (const pack of featurePacks) expect(Object.keys(pack.ty).sort(), pack.feature).toEqual(Object.keys(pack.en).sort());
  });

  it('TY is real Tagalog, not copies of the English text', () => {
    // names that are the same in both: the languages' own names
    const same = Object.keys(en).filter((k) => en[k] === ty[k]);
    expect(same.sort()).toEqual(['lang_en', 'lang_ty', 'lang_vi']);
  });

  it('has a message for every API error code (err_<code lowercased>, or the key the spec names)', () => {
    const codes = [...Object.keys(errorCodes).filter((c) => c !== 'OK'), 'NETWORK_ERROR'];
    const keys = codes.flatMap((c) => [`err_${c.toLowerCase()}`, messageKeyFor(c)]);
    expect(keys.filter((k) => !(k in en) || !(k in ty))).toEqual([]);
  });

  it('keeps the errors any screen can meet in the pack every visit loads', () => {
    for (const code of ['NETWORK_ERROR', 'MAINTENANCE', 'REGION_RESTRICTED', 'NOT_IMPLEMENTED', 'INTERNAL_ERROR', 'NOT_LOGGED_IN'])
      expect(enCommon).toHaveProperty(`err_${code.toLowerCase()}`);
  });

  it('has every key the code asks for with a literal', () => {
    const used = new Set<string>();
    for (const file of sources(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/(?:titleKey|messageKey|confirmKey):\s*'([a-z0-9_]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((k) => !(k in en) && !(`${k}_other` in en));
    expect(missing).toEqual([]);
  });

  it('has the category and help titles the server sends as keys', () => {
    for (const key of ['elott', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'inhouse']) expect(en[`in_category_${key}`]).toBeTruthy();
    for (const key of ['account', 'deposit', 'withdrawal', 'responsible']) expect(en[`help_${key}`]).toBeTruthy();
  });
});
