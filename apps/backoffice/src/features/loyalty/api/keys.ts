/** The Loyalty page's query keys: every read of a brand sits under ['loyalty', brandId, ...], so a change refreshes its area. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  area: (brandId: string, area: 'missions' | 'vip-tiers' | 'point-rates' | 'mall' | 'redemptions' | 'referral-rules' | 'feedback') => ['loyalty', brandId, area] as const,
};
