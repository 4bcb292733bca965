import { type BrandConfig, brandConfigSchema } from '@app/contract/brand';
import type { BrandTexts } from '@app/contract/operators-settings';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandOverrides } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BrandRegistry } from '../../lib/brands';
import { type Operator, recordAudit } from '../audit/operator-audit';

/*
 * A brand's settings changed in the back office (issue 29): its languages, the currency display, the description and
 * the footer's texts, merged over the brand file and checked with the brand file's own schema. The registry gets a new
 * brand object (what was built from the old one is built again); every process reads the overrides again every
 * 10 seconds, so a change reaches all of them without a restart.
 */

export const textsOf = (brand: BrandConfig): BrandTexts => ({
  defaultLanguage: brand.defaultLanguage,
  languages: brand.languages,
  currencySymbol: brand.currencySymbol,
  description: { EN: brand.description?.EN ?? '', TY: brand.description?.TY ?? '' },
  footer: { about: brand.footer.about, responsibility: brand.footer.responsibility, company: brand.footer.company, licence: brand.footer.licence },
});

/** The file's brand with the texts over it, as the brand file's schema reads it (a merge it refuses is a VALIDATION_ERROR). */
function merged(file: BrandConfig, texts: BrandTexts | null): BrandConfig {
  if (!texts) return file;
  const parsed = brandConfigSchema.safeParse({ ...file, ...texts, footer: { ...file.footer, ...texts.footer } });
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'texts', issues: parsed.error.issues.slice(0, 3).map((i) => ({ path: i.path.join('.'), message: i.message })) });
  return parsed.data;
}

/** Puts every stored override in place over the brand files (a brand whose override was removed gets its file back). */
export async function applyBrandOverrides(db: Db, brands: BrandRegistry) {
  const rows = await db.select().from(brandOverrides);
  const byBrand = new Map(rows.map((r) => [r.brandId, r.patch as BrandTexts]));
  for (const brand of brands.all) {
    const file = brands.fileOf(brand.id)!;
    const texts = byBrand.get(brand.id) ?? null;
    const next = merged(file, texts);
    if (JSON.stringify(next) !== JSON.stringify(brand)) brands.replace(next);
  }
}

/** Reads the overrides again every 10 seconds when one changed anywhere (a cheap max(updated_at) first); returns a stop. */
export function watchBrandOverrides(db: Db, brands: BrandRegistry, onError: (error: unknown) => void, everyMs = 10_000) {
  let seen = '';
  const timer = setInterval(() => {
    void (async () => {
      const [row] = await db.select({ mark: sql<string>`coalesce(max(${brandOverrides.updatedAt})::text, '') || ':' || count(*)` }).from(brandOverrides);
      if (row?.mark === seen) return;
      seen = row?.mark ?? '';
      await applyBrandOverrides(db, brands);
    })().catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function brandTexts(db: Db, brands: BrandRegistry, brandId: string) {
  const [row] = await db.select().from(brandOverrides).where(eq(brandOverrides.brandId, brandId));
  return { brandId, effective: textsOf(brands.byId(brandId)!), file: textsOf(brands.fileOf(brandId)!), updatedBy: row?.updatedBy ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Sets (or with null removes) a brand's overrides: checked against the brand file's schema, audited, in force at once here. */
export async function setBrandTexts(db: Db, brands: BrandRegistry, operator: Operator, brandId: string, texts: BrandTexts | null) {
  const next = merged(brands.fileOf(brandId)!, texts);
  const before = textsOf(brands.byId(brandId)!);
  await db.transaction(async (tx) => {
    if (texts === null) await tx.delete(brandOverrides).where(eq(brandOverrides.brandId, brandId));
    else
      await tx
        .insert(brandOverrides)
        .values({ brandId, patch: texts, updatedBy: operator.actor })
        .onConflictDoUpdate({ target: brandOverrides.brandId, set: { patch: texts, updatedBy: operator.actor, updatedAt: new Date() } });
    await recordAudit(tx, operator, { brandId, action: texts === null ? 'brand-texts.reset' : 'brand-texts.set', target: `brand:${brandId}`, detail: { before, after: textsOf(next) } });
  });
  brands.replace(next);
  return brandTexts(db, brands, brandId);
}
