import type { GameItem } from '@app/contract/games';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { drawnScreenWidth, NARROW_WIDTH_MAX } from '@/lib/use-media-query';
import { whenIdle } from '@/lib/when-idle';
import { GameTile, GameTileSkeleton } from './game-tile';
import { LobbyIcon, type LobbyIconName } from './lobby-icon';
import styles from './game-strip.module.css';
import { useHydrated } from '@app/web-kit/use-hydrated';

/**
 * The window's width without asking the page for it: `innerWidth` read during a render forces a layout of the DOM the
 * render is about to change (40 ms at 4x CPU on /rng). The window's outer width (or the screen's, where smaller) is
 * known to the browser without one; a few pixels of browser frame only add a tile.
 */
const windowWidth = () => Math.min(window.screen.width, window.outerWidth || window.screen.width);

/** A strip tile's column and gap, on phones and wider (game-strip.module.css, NARROW_SCREEN). */
const stripStep = (width: number) => (width <= NARROW_WIDTH_MAX ? 112 + 10 : 148 + 16);

/**
 * How many tiles of a strip load their art at once: those a screen this wide shows, and one more. The rest load when
 * the strip scrolls to them; each tile's art painted at load is main-thread work the player waits on.
 */
const eagerTiles = (width: number) => Math.ceil(width / stripStep(width)) + 1;


/**
 * Whether a strip draws all its tiles: at first only those the screen shows (and two more), the rest in a render of
 * their own once the page is idle. A phone's first screen then styles and lays out 5 tiles of a strip, not 24.
 */
function useAllTilesOnceIdle(more: boolean) {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || !more) return;
    return whenIdle(() => startTransition(() => setAll(true)), { timeout: 2000, fallbackMs: 200 });
  }, [all, more]);
  return all;
}

/** A titled row of tiles that scrolls sideways (hot games, recent games), with arrow buttons on wide screens. */
export function GameStrip({
  title,
  icon,
  games,
  loading,
  favorites,
  showFavorite,
  launching,
  onLaunch,
  onToggleFavorite,
  action,
  testId,
}: {
  title: string;
  icon: LobbyIconName;
  games: GameItem[];
  loading: boolean;
  favorites: ReadonlySet<number>;
  showFavorite: boolean;
  launching: number | null;
  onLaunch: (game: GameItem) => void;
  onToggleFavorite: (game: GameItem, favorite: boolean) => void;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const eagerCount = eagerTiles(useHydrated() ? windowWidth() : drawnScreenWidth());
  const allShown = useAllTilesOnceIdle(games.length > eagerCount + 1);
  const shown = allShown ? games : games.slice(0, eagerCount + 1);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };
  if (!loading && games.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={title} data-testid={testId}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <span className={styles.icon} data-icon={icon}>
            <LobbyIcon name={icon} size={16} />
          </span>
          {title}
        </h2>
        <div className={styles.tools} data-few={games.length <= 6 || undefined}>
          {action}
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={t('lobby_scroll_left')}>
            <LobbyIcon name="chevronLeft" size={16} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={t('lobby_scroll_right')}>
            <LobbyIcon name="chevron" size={16} />
          </button>
        </div>
      </div>
      <div ref={track} className={styles.track} role="list" aria-label={title} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: 8 }, (_, i) => <GameTileSkeleton key={i} className={styles.item} />)
          : shown.map((game, i) => (
              <GameTile
                key={game.nodeId}
                className={styles.item}
                game={game}
                favorite={favorites.has(game.nodeId)}
                showFavorite={showFavorite}
                launching={launching === game.nodeId}
                onLaunch={onLaunch}
                onToggleFavorite={onToggleFavorite}
                eager={i < eagerCount}
              />
            ))}
      </div>
    </section>
  );
}
