import type { BrandConfig, BrandStatusConfig } from '@app/contract/brand';
import type { StatusValue } from '@app/contract/system';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandStatusOverrides } from '../../db/schema';
import type { Env } from '../../env';
import { countryOf, ipInRange } from '../../lib/ip-range';
import { type Operator, recordAudit } from '../audit/operator-audit';

const listOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The site status for one visitor: the brand file's switches, then the operator's run-time override
 * (admin CLI, stored in the database), then the environment, each able to switch maintenance or a region block on.
 */
export function createSiteStatus(db: Db, env: Env) {
  const cache = new Map<string, { at: number; config: BrandStatusConfig | null }>();
  async function override(brandId: string) {
    const hit = cache.get(brandId);
    if (hit && Date.now() - hit.at < 2000) return hit.config;
    const [row] = await db.select().from(brandStatusOverrides).where(eq(brandStatusOverrides.brandId, brandId));
    const config = (row?.status as BrandStatusConfig | undefined) ?? null;
    cache.set(brandId, { at: Date.now(), config });
    return config;
  }
  const envMaintenance = listOf(env.MAINTENANCE);
  const envCountries = listOf(env.REGION_BLOCK_COUNTRIES).map((c) => c.toUpperCase());
  const envIps = listOf(env.REGION_BLOCK_IPS);

  async function statusFor(brand: BrandConfig, ip: string): Promise<StatusValue> {
    const config = (await override(brand.id)) ?? brand.status;
    const country = countryOf(ip);
    const location = { ip, country };
    const serverTime = Date.now();
    const maintenanceOn =
      config.maintenance.enabled || envMaintenance.includes('all') || envMaintenance.includes(brand.id);
    if (maintenanceOn) {
      const endTime = config.maintenance.enabled ? config.maintenance.endTime : (env.MAINTENANCE_END ?? null);
      return { status: 1, maintenanceEndTime: endTime, location, serverTime };
    }
    const region = config.regionRestriction;
    const blocked =
      (region.enabled &&
        (region.blockedCountries.includes(country) || region.blockedIpRanges.some((r) => ipInRange(ip, r)))) ||
      envCountries.includes(country) ||
      envIps.some((r) => ipInRange(ip, r));
    return { status: blocked ? 2 : 0, maintenanceEndTime: null, location, serverTime };
  }
  return Object.assign(statusFor, { forget: (brandId: string) => cache.delete(brandId) });
}
export type SiteStatus = ReturnType<typeof createSiteStatus>;

/** The operator's run-time status overrides, one per brand that has one. */
export async function listStatusOverrides(db: Db) {
  return db.select().from(brandStatusOverrides);
}

/**
 * Sets a brand's run-time override, or clears it with null (the brand file's switches apply again); audited with the
 * override before and after, in the same transaction.
 */
export async function setStatusOverride(db: Db, operator: Operator, brandId: string, status: BrandStatusConfig | null) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: brandStatusOverrides.status }).from(brandStatusOverrides).where(eq(brandStatusOverrides.brandId, brandId)).for('update');
    if (status === null) {
      await tx.delete(brandStatusOverrides).where(eq(brandStatusOverrides.brandId, brandId));
    } else {
      await tx
        .insert(brandStatusOverrides)
        .values({ brandId, status })
        .onConflictDoUpdate({ target: brandStatusOverrides.brandId, set: { status, updatedAt: new Date() } });
    }
    await recordAudit(tx, operator, {
      brandId,
      action: status === null ? 'site-status.reset' : 'site-status.set',
      target: `brand:${brandId}`,
      detail: { before: before?.status ?? null, after: status },
    });
  });
}
