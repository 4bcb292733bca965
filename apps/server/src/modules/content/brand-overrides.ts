import { type Banner, type BrandConfig, brandConfigSchema, type BrandSecurity, SUPPORT_TOPIC_CODES } from '@app/contract/brand';
import type { BrandTexts } from '@app/contract/operators-settings';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandOverrides } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BrandRegistry } from '../../lib/brands';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { syncBrandClocks } from './brand-clock';

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
  timeZone: brand.timeZone,
  // every language the brand file describes it in (the Vietnamese brand's vi), EN and TY always
  description: { EN: brand.description?.EN ?? '', TY: brand.description?.TY ?? '', ...brand.description },
  footer: { about: brand.footer.about, responsibility: brand.footer.responsibility, company: brand.footer.company, licence: brand.footer.licence },
  supportTopics: brand.supportTopics ?? [...SUPPORT_TOPIC_CODES],
});

/**
 * What an operator set over the brand file: the texts (whole, or none) and the banners (every page's slides, or none);
 * one row per brand, each part kept when the other changes.
 */
type BrandPatch = Partial<BrandTexts> & { banners?: Banner[]; security?: BrandSecurity };
const TEXT_KEYS = ['defaultLanguage', 'languages', 'currencySymbol', 'timeZone', 'description', 'footer', 'supportTopics'] as const;
const withoutTexts = (patch: BrandPatch): BrandPatch => Object.fromEntries(Object.entries(patch).filter(([k]) => !(TEXT_KEYS as readonly string[]).includes(k)));

async function storedPatch(db: Db, brandId: string): Promise<BrandPatch> {
  const [row] = await db.select({ patch: brandOverrides.patch }).from(brandOverrides).where(eq(brandOverrides.brandId, brandId));
  return (row?.patch ?? {}) as BrandPatch;
}

/** Writes a brand's patch (none left: the row goes, and the file applies again). */
async function writePatch(tx: Db, brandId: string, patch: BrandPatch, operator: Operator) {
  if (Object.keys(patch).length === 0) return tx.delete(brandOverrides).where(eq(brandOverrides.brandId, brandId));
  return tx
    .insert(brandOverrides)
    .values({ brandId, patch, updatedBy: operator.actor })
    .onConflictDoUpdate({ target: brandOverrides.brandId, set: { patch, updatedBy: operator.actor, updatedAt: new Date() } });
}

/** The file's brand with the patch over it, as the brand file's schema reads it (a merge it refuses is a VALIDATION_ERROR). */
function merged(file: BrandConfig, texts: BrandPatch | null): BrandConfig {
  if (!texts) return file;
  const parsed = brandConfigSchema.safeParse({ ...file, ...texts, footer: { ...file.footer, ...texts.footer } });
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'texts', issues: parsed.error.issues.slice(0, 3).map((i) => ({ path: i.path.join('.'), message: i.message })) });
  return parsed.data;
}

/** Puts every stored override in place over the brand files (a brand whose override was removed gets its file back). */
export async function applyBrandOverrides(db: Db, brands: BrandRegistry) {
  const rows = await db.select().from(brandOverrides);
  const byBrand = new Map(rows.map((r) => [r.brandId, r.patch as BrandPatch]));
  for (const brand of brands.all) {
    const file = brands.fileOf(brand.id)!;
    const texts = byBrand.get(brand.id) ?? null;
    const next = merged(file, texts);
    if (JSON.stringify(next) !== JSON.stringify(brand)) brands.replace(next);
  }
  await syncBrandClocks(db, brands.all);
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
  // a row holding only banners leaves the texts the file's
  const overridden = row !== undefined && 'footer' in (row.patch as BrandPatch);
  return { brandId, effective: textsOf(brands.byId(brandId)!), file: textsOf(brands.fileOf(brandId)!), updatedBy: overridden ? row.updatedBy : null, updatedAt: overridden ? row.updatedAt.toISOString() : null };
}

/** Sets (or with null removes) a brand's texts: checked against the brand file's schema, audited, in force at once here; its banners stay. */
export async function setBrandTexts(db: Db, brands: BrandRegistry, operator: Operator, brandId: string, texts: BrandTexts | null) {
  const kept = withoutTexts(await storedPatch(db, brandId));
  const patch: BrandPatch = texts === null ? kept : { ...kept, ...texts };
  const next = merged(brands.fileOf(brandId)!, patch);
  const before = textsOf(brands.byId(brandId)!);
  await db.transaction(async (tx) => {
    await writePatch(tx, brandId, patch, operator);
    await recordAudit(tx, operator, { brandId, action: texts === null ? 'brand-texts.reset' : 'brand-texts.set', target: `brand:${brandId}`, detail: { before, after: textsOf(next) } });
  });
  brands.replace(next);
  await syncBrandClocks(db, [next]);
  return brandTexts(db, brands, brandId);
}

export async function brandBanners(db: Db, brands: BrandRegistry, brandId: string) {
  const [row] = await db.select().from(brandOverrides).where(eq(brandOverrides.brandId, brandId));
  const overridden = Boolean((row?.patch as BrandPatch | undefined)?.banners);
  return { brandId, effective: brands.byId(brandId)!.banners, file: brands.fileOf(brandId)!.banners, updatedBy: overridden ? (row?.updatedBy ?? null) : null };
}

/**
 * Sets (or with null removes) a brand's banners, every page's slides in order: checked with the brand file's schema,
 * audited with before and after, in force at once in this process and within the watch's 10 s in the others.
 */
export async function setBrandBanners(db: Db, brands: BrandRegistry, operator: Operator, brandId: string, banners: Banner[] | null) {
  const rest = { ...(await storedPatch(db, brandId)) };
  delete rest.banners;
  const patch: BrandPatch = banners === null ? rest : { ...rest, banners };
  const next = merged(brands.fileOf(brandId)!, patch);
  const before = brands.byId(brandId)!.banners;
  await db.transaction(async (tx) => {
    await writePatch(tx, brandId, patch, operator);
    await recordAudit(tx, operator, { brandId, action: banners === null ? 'brand-banners.reset' : 'brand-banners.set', target: `brand:${brandId}`, detail: { before, after: next.banners } });
  });
  brands.replace(next);
  return brandBanners(db, brands, brandId);
}

/** A brand's account security as it applies (absent from the file: nothing required). */
export const securityOf = (brand: BrandConfig): BrandSecurity => ({ agentTwoFactorRequired: brand.security?.agentTwoFactorRequired ?? false });

export async function brandSecurity(db: Db, brands: BrandRegistry, brandId: string) {
  const [row] = await db.select().from(brandOverrides).where(eq(brandOverrides.brandId, brandId));
  const overridden = Boolean((row?.patch as BrandPatch | undefined)?.security);
  return { brandId, effective: securityOf(brands.byId(brandId)!), file: securityOf(brands.fileOf(brandId)!), updatedBy: overridden ? (row?.updatedBy ?? null) : null };
}

/**
 * Sets (or with null removes) a brand's account security (issue 31): audited with before and after, in force at
 * once in this process and within the watch's 10 s in the others; the texts and banners stay.
 */
export async function setBrandSecurity(db: Db, brands: BrandRegistry, operator: Operator, brandId: string, security: BrandSecurity | null) {
  const rest = { ...(await storedPatch(db, brandId)) };
  delete rest.security;
  const patch: BrandPatch = security === null ? rest : { ...rest, security };
  const next = merged(brands.fileOf(brandId)!, patch);
  const before = securityOf(brands.byId(brandId)!);
  await db.transaction(async (tx) => {
    await writePatch(tx, brandId, patch, operator);
    await recordAudit(tx, operator, { brandId, action: security === null ? 'brand-security.reset' : 'brand-security.set', target: `brand:${brandId}`, detail: { before, after: securityOf(next) } });
  });
  brands.replace(next);
  return brandSecurity(db, brands, brandId);
}
