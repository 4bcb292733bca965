/** Every player-activity query key starts with 'player-activity' and holds the token: another login never sees these. */
export const PLAYER_ACTIVITY_KEY = 'player-activity' as const;
