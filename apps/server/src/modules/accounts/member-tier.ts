/**
 * A member's VIP tier benefits (the row of vip_tiers at the member's rank level): read by the wallet (the tier's daily
 * withdrawal limits) and by loyalty and promotions. Kept with the accounts, below them all: the rank is the member's.
 */
import type { VipBenefits } from '@app/contract/loyalty';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, vipTiers } from '../../db/schema';

/** vip_tiers.benefits: the contract's benefits without vipService, which the rank decides. */
export type StoredVipBenefits = Omit<VipBenefits, 'vipService'>;

export async function memberTierBenefits(db: Db, memberId: number): Promise<StoredVipBenefits | null> {
  const [row] = await db
    .select({ benefits: vipTiers.benefits })
    .from(members)
    .innerJoin(vipTiers, and(eq(vipTiers.brandId, members.brandId), eq(vipTiers.rankLevel, members.rankLevel)))
    .where(eq(members.id, memberId));
  return (row?.benefits as StoredVipBenefits | undefined) ?? null;
}
