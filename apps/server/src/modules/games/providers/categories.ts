import { ESPORTS_VENDOR_CODES } from '@app/contract/constants';
import type { GameType } from '@app/contract/system';

/** The configured esports vendors: stored as SPORTS vendors, shown in their own ESPORTS category. */
export const esportsVendors: readonly string[] = ESPORTS_VENDOR_CODES;
const esports = new Set(esportsVendors);

/** A game's lobby category from its vendor and stored type. */
export const lobbyGameType = (vendor: string, storedType: string): GameType =>
  (storedType === 'SPORTS' && esports.has(vendor) ? 'ESPORTS' : storedType) as GameType;
