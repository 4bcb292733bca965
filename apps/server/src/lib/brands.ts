import { brandConfigSchema, brandDigits, type BrandConfig, type Language, type LocalizedText } from '@app/contract/brand';
import { languageCodeOf } from '@app/contract/language-tag';
import { AppError } from './app-error';
import { type ResponsibleGamingPack, responsibleGamingPackSchema } from '@app/contract/responsible-gaming-pack';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BrandRegistry {
  /** the brands as they are now: the file's, with an operator's overrides applied (brand-overrides.ts) */
  readonly all: BrandConfig[];
  byHost(host: string | undefined): BrandConfig;
  byId(id: string): BrandConfig | undefined;
  /** every jurisdiction pack under packs/, by id */
  packs: ReadonlyMap<string, ResponsibleGamingPack>;
  /** the pack the brand file names */
  packOf(brand: BrandConfig): ResponsibleGamingPack;
  /** the brand as its file gives it, before any override */
  fileOf(id: string): BrandConfig | undefined;
  /**
   * Puts a brand's new settings in place (same id and hosts). A new object, never a change in place: what was built
   * from the old one (the first screen's HTML, kept per brand object) is built again.
   */
  replace(next: BrandConfig): void;
}

function readJsonFiles<T>(dir: string, what: string, parse: (raw: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => {
      const parsed = parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${what} file ${file}: ${issue?.path.join('.')} ${issue?.message}`);
      }
      return parsed.data;
    });
}

/**
 * Loads and validates every brands/*.json and the jurisdiction packs beside them (packs/*.json);
 * a broken file, or a brand naming a pack that does not exist, stops the start with its name and the failing field.
 */
export function loadBrands(dir: string, packsDir = join(dir, '..', 'packs')): BrandRegistry {
  const all = readJsonFiles(dir, 'Brand', (raw) => brandConfigSchema.safeParse(raw));
  const packs = new Map(readJsonFiles(packsDir, 'Pack', (raw) => responsibleGamingPackSchema.safeParse(raw)).map((p) => [p.id, p]));
  for (const brand of all) {
    if (!packs.has(brand.responsibleGamingPack)) throw new Error(`Brand file ${brand.id}: responsibleGamingPack '${brand.responsibleGamingPack}' is not in ${packsDir}`);
    // the default is what a visitor sees first and what every text falls back to: one of the languages offered
    if (!brand.languages.includes(brand.defaultLanguage)) throw new Error(`Brand file ${brand.id}: defaultLanguage '${brand.defaultLanguage}' is not one of its languages`);
  }
  const fallbackId = (all.find((b) => b.isDefault) ?? all[0])?.id;
  if (!fallbackId) throw new Error(`No brand configuration in ${dir}`);
  const files = new Map(all.map((b) => [b.id, b]));
  const current = new Map(all.map((b) => [b.id, b]));
  const hostIndex = new Map<string, string>();
  for (const brand of all) for (const host of brand.hosts) hostIndex.set(host.toLowerCase(), brand.id);
  let list = [...current.values()];
  return {
    get all() {
      return list;
    },
    packs,
    packOf: (brand) => packs.get(brand.responsibleGamingPack)!,
    byId: (id) => current.get(id),
    byHost(host) {
      const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
      return current.get(hostIndex.get(name) ?? fallbackId)!;
    },
    fileOf: (id) => files.get(id),
    replace(next) {
      const before = current.get(next.id);
      if (!before) throw new Error(`no brand ${next.id}`);
      if (next.hosts.join() !== before.hosts.join()) throw new Error('a brand keeps its hosts');
      current.set(next.id, next);
      list = [...current.values()];
    },
  };
}

/** The brands by id: what work that learns its brand from a row (a deposit, a withdrawal, a job's brand id) is given. */
export type BrandLookup = Pick<BrandRegistry, 'byId'>;

/** A brand by id, for a row that names it: a brand id without a brand file is a broken deployment, not a default. */
export function brandById(brands: BrandLookup, brandId: string): BrandConfig {
  const brand = brands.byId(brandId);
  if (!brand) throw new Error(`no brand file for brand ${brandId}`);
  return brand;
}

/** The decimal places of the currency of the brand a row names (its amounts' minor unit). */
export const digitsOfBrand = (brands: BrandLookup, brandId: string) => brandDigits(brandById(brands, brandId));

/** The request's language: the Language header if the brand supports it, else the brand default. */
export function pickLanguage(brand: BrandConfig, requested: string | undefined): Language {
  const wanted = languageCodeOf(requested);
  return brand.languages.find((l) => l === wanted) ?? brand.defaultLanguage;
}

/**
 * Operator-written texts in exactly the brand's languages: each field needs every language the brand offers, and
 * takes none it does not (VALIDATION_ERROR naming `field.language`). A field in `mayBeBlank` (a mission's description)
 * is kept as '' in a language left empty instead of refused.
 */
export function textsInBrandLanguages<Field extends string>(
  brand: { languages: readonly Language[] },
  texts: Record<Field, LocalizedText>,
  /** what the operator wrote now, where `texts` merges it over the stored texts (only a written language is refused) */
  written: Partial<Record<Field, LocalizedText>> = texts,
  options: { mayBeBlank?: readonly NoInfer<Field>[] } = {},
): Record<Field, LocalizedText> {
  const kept = {} as Record<Field, LocalizedText>;
  for (const [field, text] of Object.entries(texts) as Array<[Field, LocalizedText]>) {
    kept[field] = {};
    const foreign = Object.keys(written[field] ?? {}).find((language) => !(brand.languages as readonly string[]).includes(language));
    if (foreign) throw new AppError('VALIDATION_ERROR', { field: `${field}.${foreign}`, issues: [{ path: `${field}.${foreign}`, message: 'a language the brand does not offer' }] });
    for (const language of brand.languages) {
      const value = text[language]?.trim();
      if (!value && options.mayBeBlank?.includes(field)) {
        kept[field][language] = '';
        continue;
      }
      if (!value) throw new AppError('VALIDATION_ERROR', { field: `${field}.${language}`, issues: [{ path: `${field}.${language}`, message: 'a text in every language of the brand' }] });
      kept[field][language] = value;
    }
  }
  return kept;
}
