/**
 * Every brand's rule of what a wager is worth (modules/wallet/wager-worth.ts): provisioned at every start, inserted
 * once per brand and kept when an operator changes it.
 */
import type { BrandConfig } from '@app/contract/brand';
import type { Db } from '../db/client';
import { wagerRules } from '../db/schema';
import { DEFAULT_EDGE_FLOOR_BP, DEFAULT_RTP_BP } from '../modules/wallet/wager-worth';

export async function provisionWagerRules(db: Db, brands: BrandConfig[]) {
  if (!brands.length) return;
  await db
    .insert(wagerRules)
    .values(brands.map((brand) => ({ brandId: brand.id, edgeFloorBp: DEFAULT_EDGE_FLOOR_BP, defaultRtpBp: DEFAULT_RTP_BP })))
    .onConflictDoNothing();
}
