import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface VendorInfo {
  code: string;
  name: string;
  gameTypes: string[];
}
const vendorCache = new WeakMap<Db, { at: number; list: VendorInfo[] }>();
/** Enabled game vendors, one per code (a code may serve several categories); cached 30 s. */
export async function vendorList(db: Db): Promise<VendorInfo[]> {
  const hit = vendorCache.get(db);
  if (hit && Date.now() - hit.at < 30_000) return hit.list;
  const rows = await db
    .select({ code: gameVendors.code, name: gameVendors.name, gameType: gameVendors.gameType, enabled: gameVendors.enabled })
    .from(gameVendors)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
  const byCode = new Map<string, VendorInfo>();
  for (const row of rows) {
    if (!row.enabled) continue;
    const vendor = byCode.get(row.code) ?? { code: row.code, name: row.name, gameTypes: [] };
    if (!vendor.gameTypes.includes(row.gameType)) vendor.gameTypes.push(row.gameType);
    byCode.set(row.code, vendor);
  }
  const list = [...byCode.values()];
  vendorCache.set(db, { at: Date.now(), list });
  return list;
}

/** The vendor code of a transfer target, or UNKNOWN_WALLET when no enabled vendor has it. */
export async function knownVendor(db: Db, code: string) {
  const vendor = (await vendorList(db)).find((v) => v.code === code.toUpperCase());
  if (!vendor) throw new AppError('UNKNOWN_WALLET', { field: 'vassalage', vassalage: code });
  return vendor.code;
}
