import { brandConfigSchema, type BrandConfig, type Language } from '@app/contract/brand';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BrandRegistry {
  all: BrandConfig[];
  byHost(host: string | undefined): BrandConfig;
  byId(id: string): BrandConfig | undefined;
}

/** Loads and validates every brands/*.json; a broken file stops the start with its name and the failing field. */
export function loadBrands(dir: string): BrandRegistry {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const all = files.map((file) => {
    const parsed = brandConfigSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Brand file ${file}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    return parsed.data;
  });
  const fallback = all.find((b) => b.isDefault) ?? all[0];
  if (!fallback) throw new Error(`No brand configuration in ${dir}`);
  const hostIndex = new Map<string, BrandConfig>();
  for (const brand of all) for (const host of brand.hosts) hostIndex.set(host.toLowerCase(), brand);
  return {
    all,
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
