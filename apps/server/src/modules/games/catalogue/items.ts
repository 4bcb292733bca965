import type { GameItem, VendorCard } from '@app/contract/games';
import type { GameType } from '@app/contract/system';
import { minorToMajor } from '@app/contract/money';
import { games } from '../../../db/schema';
import { lobbyGameType } from '../providers/categories';

/** A vendor of the directory, with its settings and its number of games. */
export interface VendorInfo {
  id: number;
  code: string;
  name: string;
  /** as stored (SPORTS for esports vendors) */
  storedType: string;
  gameType: GameType;
  gameClassify: string;
  isHot: boolean;
  isNew: boolean;
  maintenance: boolean;
  /** the end of the brand's open maintenance window of this vendor (epoch ms), if one is open */
  maintenanceUntil?: number | null;
  enabled: boolean;
  sort: number;
  /** inhouse, sandbox, lottery */
  provider: string;
  gameCount: number;
}

/** The columns a game item is built from. */
export const gameColumns = {
  id: games.id,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  externalId: games.externalId,
  name: games.name,
  gameClassify: games.gameClassify,
  minBetMinor: games.minBetMinor,
  lines: games.lines,
  isGame: games.isGame,
  isHot: games.isHot,
  isNew: games.isNew,
  maintenance: games.maintenance,
  rtpBp: games.rtpBp,
  gameCode: games.gameCode,
  defaultPlayType: games.defaultPlayType,
  accountTypeName: games.accountTypeName,
};
export type GameRow = Pick<typeof games.$inferSelect, keyof typeof gameColumns>;

/** A brand's overrides of a game's shown fields (null keeps the global value). */
export interface GameShownOverride {
  isHot: boolean | null;
  isNew: boolean | null;
  imageUrl: string | null;
  minBetMinor: number | null;
  rtpBp: number | null;
  gameClassify?: string | null;
}

/**
 * A game as the lobby shows it: under maintenance when its vendor is; a brand's overrides replace what they set.
 * `digits`: the decimal places of the currency of the brand it is shown on (its minimum bet).
 */
export function toItem(row: GameRow, vendor: VendorInfo | undefined, digits: number, favorite = false, override?: GameShownOverride): GameItem {
  const minBetMinor = override?.minBetMinor ?? row.minBetMinor;
  const rtpBp = override?.rtpBp ?? row.rtpBp;
  return {
    nodeId: row.id,
    gameId: row.externalId,
    vassalage: row.vendorCode,
    vendorName: vendor?.name ?? row.vendorCode,
    gameType: lobbyGameType(row.vendorCode, row.gameType),
    gameClassify: override?.gameClassify ?? row.gameClassify,
    gameName: row.name,
    minBet: minorToMajor(minBetMinor, digits),
    minBetMinor,
    minLineNum: row.lines,
    gameCode: row.gameCode,
    defaultPlayType: row.defaultPlayType,
    accountTypeName: row.accountTypeName,
    isGame: row.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    isHot: override?.isHot ?? row.isHot,
    isNew: override?.isNew ?? row.isNew,
    maintenance: row.maintenance || (vendor?.maintenance ?? false),
    maintenanceUntil: vendor?.maintenanceUntil ?? null,
    rtp: rtpBp === null ? null : rtpBp / 100,
    imageUrl: override?.imageUrl ?? `/media/game/${row.id}.svg`,
    isFavorite: favorite,
  };
}

export function vendorCard(v: VendorInfo): VendorCard {
  return {
    vassalage: v.code,
    name: v.name,
    gameType: v.gameType,
    gameClassify: v.gameClassify,
    isHot: v.isHot,
    isNew: v.isNew,
    maintenance: v.maintenance,
    gameCount: v.gameCount,
    logoUrl: `/media/vendor/${v.code}.svg`,
  };
}
