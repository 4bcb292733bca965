/**
 * Query key roots more than one feature uses. Every balance query key starts with 'wallet', so one invalidation after
 * a round, a bet, a settlement or a vendor's 'balance-changed' message refreshes every balance on screen.
 */
export const WALLET_QUERY_ROOT = ['wallet'] as const;
/**
 * The member's info and avatar (lib/shared-api) live under ['member', ..., token]: after a nickname, avatar, phone or
 * email change one invalidation refreshes the header and the member centre.
 */
export const MEMBER_QUERY_ROOT = ['member'] as const;
/** Every lobby query key starts with 'lobby'; the in-house game keys with ['lobby', 'inhouse']. */
export const LOBBY_KEY = 'lobby' as const;
/**
 * Every promotions query key (the list, a detail, the reward centre, bonuses, the rebate) starts with 'promotions':
 * after a join, a claim, an application, a forfeit or a rebate claim one invalidation refreshes them all.
 */
export const PROMOTIONS_QUERY_ROOT = ['promotions'] as const;
/**
 * Every loyalty query key (missions, the leaderboard, the VIP ladder, points, the mall, invite friends, feedback)
 * starts with 'loyalty': after a claim, a redemption or a conversion one invalidation refreshes them all.
 */
export const LOYALTY_QUERY_ROOT = ['loyalty'] as const;
