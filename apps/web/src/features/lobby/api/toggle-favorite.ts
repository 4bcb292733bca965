import type { GameItem } from '@app/contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getFavoriteGamesQueryOptions } from './get-favorite-games';
import { LOBBY_KEY } from './keys';

type FavoriteGame = Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>;
export interface ToggleFavoriteInput {
  game: FavoriteGame;
  /** the wanted state: true adds, false removes (the spec's toggle: add when not a favourite, remove when it is) */
  favorite: boolean;
}

const body = (game: FavoriteGame) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

export function setFavorite({ game, favorite }: ToggleFavoriteInput) {
  return favorite ? apiCall('addFavoriteGame', { body: body(game) }) : apiCall('removeFavoriteGame', { body: body(game) });
}

/** The heart: the set of ids changes at once (optimistic), and back if the server refuses. */
export function useToggleFavorite(token: string) {
  const queryClient = useQueryClient();
  const idsKey = getFavoriteGamesQueryOptions(token).queryKey;
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (value) => {
        const content = (value?.content ?? []).filter((id) => id !== game.nodeId);
        return { content: favorite ? [game.nodeId, ...content] : content, totalPages: value?.totalPages ?? 1 };
      });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(idsKey, context.before);
    },
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: idsKey }),
      queryClient.invalidateQueries({ queryKey: [LOBBY_KEY, 'favorites', 'list'] }),
    ]),
  });
}
