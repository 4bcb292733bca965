import type { GameType } from '@app/contract/system';
import type { QueryClient } from '@tanstack/react-query';
import { readLobbyQuery } from '../hooks/use-lobby-query';
import { getGameAnnouncementsQueryOptions, getNewVendorsQueryOptions } from './get-game-news';
import { getGameListQueryOptions } from './get-game-list';
import { getHotGamesQueryOptions } from './get-hot-games';
import { getVendorListQueryOptions } from './get-vendor-list';
import { getWinnerBoardQueryOptions } from './get-winner-board';

/**
 * What a lobby shows first, asked for before it renders (the boot's first-screen data): its news (announcements, new
 * providers: a category without news then never shows a placeholder for them), its vendors, the winners board and, in
 * the games view, the hot games and the grid's first page, under the same keys the lobby reads. A member's favourites
 * view is left to the page (it needs the session).
 */
export function prefetchLobby(queryClient: QueryClient, gameType: GameType, params: URLSearchParams, merchantCode: string, language: string) {
  const asks: Promise<void>[] = [queryClient.prefetchQuery(getWinnerBoardQueryOptions(gameType))];
  if (gameType === 'INHOUSE') return Promise.all(asks);
  // read as a member's URL: favorites=1 then names the favourites view, which the prefetch leaves alone
  const { vassalage, keyword, classify, minBet, favoritesOnly, view, startPage } = readLobbyQuery(params, gameType, true);
  asks.push(
    queryClient.prefetchQuery(getVendorListQueryOptions()),
    queryClient.prefetchQuery(getGameAnnouncementsQueryOptions(gameType, language)),
    queryClient.prefetchQuery(getNewVendorsQueryOptions(gameType)),
  );
  if (view === 'games' && !favoritesOnly)
    asks.push(
      queryClient.prefetchQuery(getGameListQueryOptions({ gameType, vassalage, keyword, gameClassify: classify, minBet }, startPage)),
      queryClient.prefetchQuery(getHotGamesQueryOptions({ gameType, vassalage, merchantCode, language })),
    );
  return Promise.all(asks);
}
