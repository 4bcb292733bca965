/** The lobby's named modals. */
export const VENDOR_GAMES_MODAL = 'lobby-vendor-games';
export const GAME_MAINTENANCE_MODAL = 'lobby-game-maintenance';
export const VERIFY_ROUNDS_MODAL = 'lobby-verify-rounds';
