import type { BrandConfig } from '@app/contract/brand';
import type { Db } from '../db/client';
import { kycSettings } from '../db/schema';

/**
 * Demo data (issue 30): the demo brands do not enforce their packs' identity verification, so every demo flow
 * (deposits, withdrawals) works without documents; the Verify my identity page and the review queue still work.
 * A real deployment has no row: its brands follow their packs. An operator switches it in the back office.
 */
export async function seedKycSettings(db: Db, brands: BrandConfig[]) {
  if (!brands.length) return;
  await db
    .insert(kycSettings)
    .values(brands.map((b) => ({ brandId: b.id, enforcement: 'off', updatedBy: 'seed' })))
    .onConflictDoNothing();
}
