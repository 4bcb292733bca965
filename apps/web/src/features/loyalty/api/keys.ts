import type { QueryClient } from '@tanstack/react-query';
import { LOYALTY_QUERY_ROOT, PROMOTIONS_QUERY_ROOT, WALLET_QUERY_ROOT } from '@/config/query-keys';

/** A loyalty query's key: under the loyalty root, then the token (another login never sees the last member's data). */
export const loyaltyKey = (name: string, token: string, ...rest: unknown[]) => [...LOYALTY_QUERY_ROOT, name, token, ...rest] as const;

/**
 * After a mission claim, a redemption or a conversion: every loyalty query (missions and the badge, points, the mall,
 * the histories), every balance (cash rewards and conversions move money) and the promotions' bonuses (a bonus
 * reward) are read again.
 */
export const refreshLoyalty = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: LOYALTY_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT }),
  ]);
