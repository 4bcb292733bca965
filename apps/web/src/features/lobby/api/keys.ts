/** Every lobby query key starts with 'lobby'; the in-house game keys with ['lobby', 'inhouse']. */
export const LOBBY_KEY = 'lobby' as const;

/**
 * The wallet's convention (features/wallet/api/keys.ts): every balance query key starts with 'wallet', so one
 * invalidation after a round or a vendor's 'balance-changed' message refreshes every balance on screen.
 */
export const WALLET_QUERY_ROOT = ['wallet'] as const;
