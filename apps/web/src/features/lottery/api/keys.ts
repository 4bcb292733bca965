import type { PRIZE_MODES } from '@app/contract/games';

/** Every lottery query key starts with 'lottery'; per game: ['lottery', <what>, gameCode, ...]. */
export const LOTTERY_KEY = 'lottery' as const;

export type PrizeMode = (typeof PRIZE_MODES)[number];
