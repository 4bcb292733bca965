import type { QueryClient } from '@tanstack/react-query';

/**
 * Every wallet query key starts with 'wallet' (the shared balance too: @/lib/shared-api/balance), so one
 * invalidation after a money movement refreshes every figure on screen, the header's balance included.
 */
export const WALLET_KEY = 'wallet' as const;

export const refreshWallet = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
