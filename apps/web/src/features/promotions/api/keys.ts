import type { QueryClient } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT, WALLET_QUERY_ROOT } from '@/config/query-keys';

/**
 * Every promotions query key starts with 'promotions' (the shared list too: @/lib/shared-api/promotions). After a
 * join, a claim, an application, a forfeit or a rebate claim every promotions query (list, details, the reward
 * centre, bonuses, the rebate) and every balance (a grant or a forfeit moves money) is read again.
 */
export function refreshPromotions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }),
  ]);
}
