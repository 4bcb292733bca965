import type { GameItem } from '@app/contract/games';
import { useCallback } from 'react';
import { showWarning } from '@/components/ui/modal/warning';
import { ApiError } from '@/lib/api-client';
import { useFavoriteIds } from '../api/get-favorite-games';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useLaunchGame } from '../hooks/use-launch-game';
import { guardRealAccount, type LobbyViewer } from '../utils/viewer';
import type { TileActions } from './vendor-games-modal';

/** What a game tile can do: launch the game, and (members only) mark it a favorite, with a warning when that fails. */
export function useTileActions(viewer: LobbyViewer, member: boolean, showFavorite: boolean) {
  const favorites = useFavoriteIds(viewer.token, member);
  const toggle = useToggleFavorite(viewer.token ?? '');
  const { launch, launching } = useLaunchGame();
  const onLaunch = useCallback((game: GameItem) => void launch(game), [launch]);
  const onToggleFavorite = useCallback(
    (game: GameItem, favorite: boolean) => {
      if (!guardRealAccount(viewer)) return;
      toggle.mutate(
        { game, favorite },
        {
          onError: (error) =>
            showWarning({ messageKey: error instanceof ApiError ? (error.code === 'TRIAL_ACCOUNT' ? 'in_need_true_account' : error.messageKey) : 'err_network_error' }),
        },
      );
    },
    // toggle.mutate is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewer],
  );
  const actions: TileActions = { favorites, showFavorite, launching, onLaunch, onToggleFavorite };
  return { actions, launch, launching, onLaunch };
}
