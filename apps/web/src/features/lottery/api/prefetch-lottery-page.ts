import type { LotteryGame } from '@app/contract/lottery';
import type { QueryClient } from '@tanstack/react-query';
import { getCurrentDrawQueryOptions } from './get-current-draw';
import { getGameMenuQueryOptions } from './get-game-menu';
import { getRulesQueryOptions } from './get-rules';
import type { PrizeMode } from './keys';

/** The game code a lottery page's address asks for (?gameCode=, any case), or null for the menu's first game. */
export const askedGameCode = (params: URLSearchParams) => params.get('gameCode')?.trim().toUpperCase() || null;

/** The game a lottery page shows: the one asked for (null when the menu has no such game), else the menu's first. */
export const chosenGame = (games: readonly LotteryGame[], asked: string | null): LotteryGame | null =>
  asked ? (games.find((g) => g.gameCode === asked) ?? null) : (games[0] ?? null);

/**
 * What a lottery page (/vnlottery, /lottery) draws first, asked for with the boot: its games menu, then the chosen
 * game's current draw (the countdown, the page's largest text) and its rules (the play types and the prize table). The
 * first render then has them, instead of three more renders as each answer comes, one round trip after another.
 */
export function prefetchLotteryPage(queryClient: QueryClient, prizeMode: PrizeMode, params: URLSearchParams, token: string | null) {
  return queryClient.fetchQuery(getGameMenuQueryOptions(prizeMode)).then(
    (groups) => {
      const game = chosenGame(
        groups.flatMap((group) => group.gameMenus),
        askedGameCode(params),
      );
      if (!game) return;
      return Promise.all([queryClient.prefetchQuery(getCurrentDrawQueryOptions(game.gameCode, token)), queryClient.prefetchQuery(getRulesQueryOptions(game.gameCode))]);
    },
    // a failed menu is the page's to show (it asks again)
    () => undefined,
  );
}
