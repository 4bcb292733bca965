import type { VipTier } from '@app/contract/loyalty';

/** The tiers from the lowest up. */
export const sortTiers = (tiers: readonly VipTier[]) => [...tiers].sort((a, b) => a.rankLevel - b.rankLevel);

/** The member's tier and the one above it (null at the top). */
export function tierPlace(tiers: readonly VipTier[], rankLevel: number) {
  const sorted = sortTiers(tiers);
  const current = sorted.find((t) => t.rankLevel === rankLevel) ?? null;
  const next = sorted.find((t) => t.rankLevel > rankLevel) ?? null;
  return { sorted, current, next };
}

/** A points multiplier in basis points as "×1.5" (10000 = ×1). */
export const multiplierText = (bp: number) => `×${Number((bp / 10_000).toFixed(2))}`;

/** The tier colours as a card background: color2 deepening to black, the text in color. */
export const tierStyle = (tier: Pick<VipTier, 'color' | 'color2'>) => ({
  color: tier.color,
  background: `linear-gradient(145deg, ${tier.color2}, color-mix(in srgb, ${tier.color2} 45%, #000))`,
});
