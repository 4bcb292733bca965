import type { GameItem } from '@app/contract/games';
import { useTranslation } from 'react-i18next';
import { ErrorState, EmptyState } from '@/components/ui/empty-state/empty-state';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { ApiError } from '@/lib/api-client';
import { useGameList } from '../api/get-game-list';
import type { VendorGamesProps } from '../hooks/use-launch-game';
import { VENDOR_GAMES_MODAL } from '../modal-names';
import { GameGridSkeleton, StaticGameGrid } from './game-grid';
import { GameTile } from './game-tile';
import styles from './lobby-modals.module.css';

export interface TileActions {
  favorites: ReadonlySet<number>;
  showFavorite: boolean;
  launching: number | null;
  onLaunch: (game: GameItem) => void;
  onToggleFavorite: (game: GameItem, favorite: boolean) => void;
}

function VendorGames({ vassalage, gameType, actions }: { vassalage: string; gameType: GameItem['gameType']; actions: TileActions }) {
  const { t } = useTranslation();
  const list = useGameList({ gameType, vassalage });
  if (list.isPending || !list.data) {
    if (!list.isError) return <GameGridSkeleton count={8} />;
  }
  if (list.isError || !list.data)
    return <ErrorState message={t(list.error instanceof ApiError ? list.error.messageKey : 'err_network_error')} onRetry={() => void list.refetch()} compact />;
  const games = list.data.pages.flatMap((p) => p.list);
  if (games.length === 0) return <EmptyState title={t('lobby_no_games')} compact />;
  return (
    <>
      <StaticGameGrid label={t('lobby_vendor_games_list')} compact>
        {games.map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            favorite={actions.favorites.has(game.nodeId)}
            showFavorite={actions.showFavorite}
            launching={actions.launching === game.nodeId}
            onLaunch={actions.onLaunch}
            onToggleFavorite={actions.onToggleFavorite}
            eager
          />
        ))}
      </StaticGameGrid>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('lobby_load_more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The popup game list of a vendor tile (isGame VASSALAGE): the vendor's tables or games, launched from here. */
export function VendorGamesModal({ actions }: { actions: TileActions }) {
  const { t } = useTranslation();
  const props = useModalEntry(VENDOR_GAMES_MODAL)?.props as VendorGamesProps | undefined;
  const launchAndClose: TileActions = {
    ...actions,
    onLaunch: (game) => {
      modals.close(VENDOR_GAMES_MODAL);
      actions.onLaunch(game);
    },
  };
  return (
    <Modal name={VENDOR_GAMES_MODAL} title={props ? t('lobby_vendor_games_title', { name: props.vendorName }) : ''} width={880} className={styles.panel}>
      {props && <VendorGames vassalage={props.vassalage} gameType={props.gameType} actions={launchAndClose} />}
    </Modal>
  );
}
