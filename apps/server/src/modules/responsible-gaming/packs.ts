/**
 * The brand's jurisdiction pack: the operator's choice stored in rg_brand_packs, else the one its brand file names.
 * Switching is a database row (audited), so behaviour changes without code or a restart.
 */
import type { BrandConfig, Language } from '@app/contract/brand';
import type { RgPackView } from '@app/contract/responsible-gaming';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rgAudit, rgBrandPacks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BrandRegistry } from '../../lib/brands';

export type PackSource = Pick<BrandRegistry, 'packs' | 'packOf'>;

export async function packOverride(db: Db, brandId: string) {
  const [row] = await db.select().from(rgBrandPacks).where(eq(rgBrandPacks.brandId, brandId));
  return row ?? null;
}

/** The pack in force for a brand (an override naming a pack no longer on disk falls back to the brand file's). */
export async function effectivePack(db: Db, brands: PackSource, brand: BrandConfig): Promise<ResponsibleGamingPack> {
  const override = await packOverride(db, brand.id);
  return (override && brands.packs.get(override.packId)) || brands.packOf(brand);
}

export function packView(pack: ResponsibleGamingPack, language: Language): RgPackView {
  return {
    id: pack.id,
    name: pack.name[language] ?? pack.name.EN ?? pack.id,
    limitKinds: pack.limits.kinds,
    sessionTime: pack.limits.sessionTime,
    coolingOffHours: pack.limits.coolingOffHours,
    timeOutDurations: pack.timeOut.durations,
    panicButton: pack.timeOut.panicButton,
    selfExclusionDurations: pack.selfExclusion.durations,
    allBrandsOption: pack.selfExclusion.allBrandsOption,
    pageAfterRegistration: pack.pageAfterRegistration,
    intro: pack.texts.intro[language] ?? pack.texts.intro.EN ?? '',
    helpline: pack.texts.helpline[language] ?? pack.texts.helpline.EN ?? '',
  };
}

/** The operator switches a brand's pack (null: back to the brand file's); audited in the same transaction. */
export async function switchBrandPack(db: Db, brands: PackSource, operator: { actor: string }, brand: BrandConfig, packId: string | null) {
  if (packId !== null && !brands.packs.has(packId)) throw new AppError('NOT_FOUND', { packId });
  return db.transaction(async (tx) => {
    const before = (await packOverride(tx, brand.id))?.packId ?? brand.responsibleGamingPack;
    if (packId === null) await tx.delete(rgBrandPacks).where(eq(rgBrandPacks.brandId, brand.id));
    else {
      await tx
        .insert(rgBrandPacks)
        .values({ brandId: brand.id, packId, changedBy: operator.actor, changedAt: new Date() })
        .onConflictDoUpdate({ target: rgBrandPacks.brandId, set: { packId, changedBy: operator.actor, changedAt: new Date() } });
    }
    const after = packId ?? brand.responsibleGamingPack;
    await tx.insert(rgAudit).values({ brandId: brand.id, memberId: null, actor: `operator:${operator.actor}`, action: 'pack_switched', detail: { from: before, to: after, brandFile: brand.responsibleGamingPack } });
    return { brandId: brand.id, packId: after, brandFilePack: brand.responsibleGamingPack, overridden: packId !== null };
  });
}
