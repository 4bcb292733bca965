import * as gm from '../games';
import { type CallDef, call, relay, roleSets } from './define';

/** Games calls (shapes: games.ts; money: minor units + decimals like the wallet): the lobby, favourites, recents, rooms, launch, the winner board. */
export const gameCalls = {
  // the lobby answers visitors too ('optional'): a member's answer marks favourites
  hotGames: call({ method: 'GET', path: relay('GCSGAME_hotGamesV2'), module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.hotGamesQuerySchema, response: gm.hotGamesValueSchema }),
  gameList: call({ method: 'GET', path: relay('GCSGAME_gameList'), module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.gameListQuerySchema, response: gm.gameListValueSchema }),
  vassalageGameTypes: call({ method: 'GET', path: relay('GCSGAME_getVassGameType'), module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.vassalageGameTypesQuerySchema, response: gm.vassalageGameTypesValueSchema }),
  newGameVendor: call({ method: 'GET', path: relay('GCSGAME_newGameVendor'), module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.newGameVendorQuerySchema, response: gm.newGameVendorValueSchema }),
  vendorList: call({ method: 'GET', path: '/lgw/games/vendors', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.vendorListQuerySchema, response: gm.vendorListValueSchema }),
  gameAnnouncements: call({ method: 'GET', path: relay('GCSGAME_gameAnnouncement'), module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.gameAnnouncementsQuerySchema, response: gm.gameAnnouncementsValueSchema }),
  favoriteGames: call({ method: 'GET', path: relay('MCSFE_getFavoriteGames'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, query: gm.favoriteGamesQuerySchema, response: gm.favoriteGamesValueSchema }),
  favoriteGamesList: call({ method: 'GET', path: relay('MCSFE_getFavoriteGamesList'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, query: gm.favoriteGamesListQuerySchema, response: gm.favoriteGamesListValueSchema }),
  addFavoriteGame: call({ method: 'POST', path: relay('MCSFE_addFavoriteGame'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, body: gm.favoriteBodySchema, response: gm.favoriteValueSchema }),
  removeFavoriteGame: call({ method: 'POST', path: relay('MCSFE_removeFavoriteGame'), module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, body: gm.favoriteBodySchema, response: gm.favoriteValueSchema }),
  recentGames: call({ method: 'GET', path: relay('GCS_recentGame'), module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, query: gm.recentGamesQuerySchema, response: gm.recentGamesValueSchema }),
  pvpRooms: call({ method: 'GET', path: relay('GLS2_roomList'), module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, query: gm.pvpRoomsQuerySchema, response: gm.pvpRoomsValueSchema }),
  launchGame: call({ method: 'POST', path: '/wps/game/launchGame', module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, body: gm.launchGameBodySchema, response: gm.launchGameValueSchema }),
  /** v2: the game's language comes from the Language header */
  launchGameV2: call({ method: 'POST', path: '/wps/v2/game/launchGame', module: 'GAME3', login: true, roles: roleSets.accounts, encrypt: false, body: gm.launchGameBodySchema, response: gm.launchGameValueSchema }),
  popularGames: call({ method: 'GET', path: '/lgw/games/popular', module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.popularGamesQuerySchema, response: gm.popularGamesValueSchema }),
  winnerBoard: call({ method: 'GET', path: relay('GCSGAME_getRankList'), module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, query: gm.winnerBoardQuerySchema, response: gm.winnerBoardValueSchema }),
} satisfies Record<string, CallDef>;
