import type { GameItem } from '@app/contract/games';
import { formatMoney } from '@app/contract/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { FavoriteButton } from './favorite-button';
import { LobbyIcon } from './lobby-icon';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: GameItem;
  favorite: boolean;
  /** vendor tiles and trial-less lists have no heart */
  showFavorite: boolean;
  launching: boolean;
  onLaunch: (game: GameItem) => void;
  onToggleFavorite: (game: GameItem, favorite: boolean) => void;
  /** load the art at once (first screen) */
  eager?: boolean;
  /** virtual lists: the tile's place (0-based) in the whole list, and the list's size (primitives: the tile is memoised) */
  index?: number;
  setSize?: number;
  className?: string;
}

/**
 * A game: big art, name and vendor, HOT and NEW badges, a maintenance mark, and the heart. The whole tile is one
 * button (keyboard: Tab, Enter); a vendor tile (isGame VASSALAGE) opens the vendor's list of games.
 */
export const GameTile = memo(function GameTile({
  game,
  favorite,
  showFavorite,
  launching,
  onLaunch,
  onToggleFavorite,
  eager,
  index,
  setSize,
  className,
}: GameTileProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const vendor = game.isGame === 'VASSALAGE';
  return (
    <div
      className={[styles.tile, className].filter(Boolean).join(' ')}
      role="listitem"
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      data-maintenance={game.maintenance ? 'true' : undefined}
      data-vendor-tile={vendor ? 'true' : undefined}
      data-testid="game-tile"
    >
      <button
        type="button"
        className={styles.play}
        onClick={() => onLaunch(game)}
        aria-busy={launching || undefined}
        title={game.gameName}
      >
        <span className={styles.art}>
          <LazyImage src={game.imageUrl} alt="" eager={eager} wrapperClassName={styles.image} draggable={false} decoding="async" />
          <span className={styles.badges}>
            {game.isHot && <span className={styles.hot}>{t('lobby_badge_hot')}</span>}
            {game.isNew && <span className={styles.new}>{t('lobby_badge_new')}</span>}
          </span>
          {game.maintenance && (
            <span className={styles.maintenance}>
              <LobbyIcon name="wrench" size={14} />
              {t('lobby_maintenance')}
            </span>
          )}
          <span className={styles.hover} aria-hidden="true">
            <span className={styles.playIcon}>
              <LobbyIcon name={vendor ? 'grid' : 'play'} size={22} filled={!vendor} />
            </span>
          </span>
          {launching && (
            <span className={styles.launching} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <span>{t('lobby_opening')}</span>
            </span>
          )}
        </span>
        <span className={styles.caption}>
          <span className={styles.name} translate="no">{game.gameName}</span>
          <span className={styles.meta}>
            {vendor ? t('lobby_vendor_tile_meta') : `${game.vendorName} · ${formatMoney(game.minBetMinor, money)}`}
          </span>
        </span>
      </button>
      {showFavorite && !vendor && (
        <FavoriteButton favorite={favorite} gameName={game.gameName} onToggle={() => onToggleFavorite(game, !favorite)} />
      )}
    </div>
  );
});

/** A tile-shaped placeholder while a page loads. */
export function GameTileSkeleton({ className }: { className?: string }) {
  return (
    <div className={[styles.tile, styles.skeletonTile, className].filter(Boolean).join(' ')} aria-hidden="true" data-testid="game-tile-skeleton">
      <span className={styles.art}>
        <Skeleton className={styles.artSkeleton} radius={0} />
      </span>
      <span className={styles.caption}>
        <Skeleton className={styles.lineLong} />
        <Skeleton className={styles.lineShort} />
      </span>
    </div>
  );
}
