import { brandDigits, type Language } from '@app/contract/brand';
import { majorToMinor } from '@app/contract/money';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember, requireRealAccount } from '../../lib/roles';
import { type Catalogue, createCatalogue } from '../../modules/games/catalogue/catalogue';
import { addFavorite, favoriteIds, favoritePage, removeFavorite } from '../../modules/games/favorites';
import { newArrivals, newVendors, vendorClassifications, vendorLanes } from '../../modules/games/lobby';
import type { ProviderAvailability } from '../../modules/games/providers/registry';
import { recentPage } from '../../modules/games/recent';
import { roomPage } from '../../modules/games/rooms';
import { winnerBoardOf } from '../../modules/games/winners';
import { inhouseHandlers } from '../inhouse/handlers';
import { launchHandlers } from './launch';

/** The games calls: catalogue, favourites, recents, rooms, launch, and the in-house games' calls. */
export function gameHandlers(db: Db, available: ProviderAvailability, catalogue: Catalogue = createCatalogue(db)): CallHandlers {
  // --- the catalogue ---
  const gameList: CallHandler<'gameList'> = ({ query, member, brand }) =>
    catalogue.list(
      {
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        minBetMinor: query.minBet === undefined ? undefined : majorToMinor(query.minBet, brandDigits(brand)),
        keyword: query.keyword || undefined,
      },
      { pageNo: query.pageNo, pageSize: query.pageSize },
      brandDigits(brand),
      member?.id,
      brand.id,
    );
  const hotGames: CallHandler<'hotGames'> = async ({ query, member, brand }) => ({
    list: await catalogue.hot({ gameType: query.gameType, vassalage: query.vassalage }, query.count, brandDigits(brand), member?.id, brand.id),
  });
  const popularGames: CallHandler<'popularGames'> = async ({ query, member, brand }) => ({
    // a lottery prize mode asks for the popular lottery games
    list: await catalogue.popular({ gameType: query.prizeMode ? 'ELOTT' : query.gameType }, query.count, brandDigits(brand), member?.id, brand.id),
  });
  const vassalageGameTypes: CallHandler<'vassalageGameTypes'> = ({ query, brand }) => vendorClassifications(db, catalogue, query.vassalage, query.gameType, brand.id);
  const newGameVendor: CallHandler<'newGameVendor'> = ({ query, brand }) => newVendors(catalogue, query.gameType, brand.id);
  const vendorList: CallHandler<'vendorList'> = ({ query, brand }) => vendorLanes(catalogue, query.gameType, brand.id);
  const gameAnnouncements: CallHandler<'gameAnnouncements'> = ({ query, language }) => {
    const lang: Language = query.language ?? language;
    return newArrivals(db, catalogue, lang, query.gameType);
  };

  // --- favourites: the call table refuses trial accounts (in_need_true_account) ---
  const favoriteGames: CallHandler<'favoriteGames'> = ({ query, member }) => favoriteIds(db, catalogue, requireMember(member).id, query.gameType);
  const favoriteGamesList: CallHandler<'favoriteGamesList'> = ({ query, member, brand }) => favoritePage(db, catalogue, requireMember(member).id, query, brandDigits(brand));
  const addFavoriteGame: CallHandler<'addFavoriteGame'> = ({ body, member }) => addFavorite(db, catalogue, requireRealAccount(member).id, body);
  const removeFavoriteGame: CallHandler<'removeFavoriteGame'> = ({ body, member }) => removeFavorite(db, requireRealAccount(member).id, body.nodeId);

  // --- recents, rooms, winners ---
  const recentGames: CallHandler<'recentGames'> = ({ query, member, brand }) => recentPage(db, catalogue, requireMember(member).id, query, brandDigits(brand));
  const pvpRooms: CallHandler<'pvpRooms'> = ({ query, brand }) => roomPage(db, catalogue, query, brandDigits(brand));
  const winnerBoard: CallHandler<'winnerBoard'> = ({ query, brand }) => winnerBoardOf(db, catalogue, brand.id, query, brandDigits(brand));

  return {
    gameList,
    hotGames,
    popularGames,
    vassalageGameTypes,
    newGameVendor,
    vendorList,
    gameAnnouncements,
    favoriteGames,
    favoriteGamesList,
    addFavoriteGame,
    removeFavoriteGame,
    recentGames,
    pvpRooms,
    winnerBoard,
    ...launchHandlers(db, catalogue, available),
    ...inhouseHandlers(db),
  };
}
