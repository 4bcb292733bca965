/**
 * Query keys more than one feature uses. The wallet's convention (features/wallet/api/keys.ts): every balance query
 * key starts with 'wallet', so one invalidation after a round, a bet, a settlement or a vendor's 'balance-changed'
 * message refreshes every balance on screen.
 */
export const WALLET_QUERY_ROOT = ['wallet'] as const;
