import { brandConfigSchema, type BrandConfig, type Language } from '@app/contract/brand';
import { type ResponsibleGamingPack, responsibleGamingPackSchema } from '@app/contract/responsible-gaming-pack';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BrandRegistry {
  all: BrandConfig[];
  byHost(host: string | undefined): BrandConfig;
  byId(id: string): BrandConfig | undefined;
  /** every jurisdiction pack under packs/, by id */
  packs: ReadonlyMap<string, ResponsibleGamingPack>;
  /** the pack the brand file names */
  packOf(brand: BrandConfig): ResponsibleGamingPack;
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
  }
  const fallback = all.find((b) => b.isDefault) ?? all[0];
  if (!fallback) throw new Error(`No brand configuration in ${dir}`);
  const hostIndex = new Map<string, BrandConfig>();
  for (const brand of all) for (const host of brand.hosts) hostIndex.set(host.toLowerCase(), brand);
  return {
    all,
    packs,
    packOf: (brand) => packs.get(brand.responsibleGamingPack)!,
    byId: (id) => all.find((b) => b.id === id),
    byHost(host) {
      const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
      return hostIndex.get(name) ?? fallback;
    },
  };
}

/** The request's language: the Language header if the brand supports it, else the brand default. */
export function pickLanguage(brand: BrandConfig, requested: string | undefined): Language {
  const wanted = requested?.toUpperCase();
  return brand.languages.find((l) => l === wanted) ?? brand.defaultLanguage;
}
