/** Every lobby query key starts with 'lobby'; the in-house game keys with ['lobby', 'inhouse']. */
export const LOBBY_KEY = 'lobby' as const;
