import type { GameItem } from '@app/contract/games';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { useThrottledCallback } from '../hooks/use-throttled-callback';
import { GameTile, GameTileSkeleton } from './game-tile';
import styles from './game-grid.module.css';

/** The spec's infinite-scroll throttle. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** Ask for the next page this many rows before the end. */
const PRELOAD_ROWS = 3;
/** Where the width cannot be measured (tests): a desktop content width. */
const FALLBACK_WIDTH = 960;

/** Columns, gap and row height for a grid this wide: 3 columns on a 360 px phone up to 8 on a wide screen. */
export function gridMetrics(width: number) {
  const narrow = width < 560;
  const gap = narrow ? 10 : 16;
  const minTile = narrow ? 100 : 148;
  const columns = Math.min(8, Math.max(3, Math.floor((width + gap) / (minTile + gap))));
  const tile = (width - gap * (columns - 1)) / columns;
  const caption = narrow ? 44 : 50;
  return { columns, gap, caption, rowHeight: Math.round(tile + caption + gap) };
}

export interface GameGridProps {
  games: GameItem[];
  /** every game the filter matches (the list's size for assistive technology) */
  total: number;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onNeedMore: () => void;
  favorites: ReadonlySet<number>;
  showFavorite: boolean;
  launching: number | null;
  onLaunch: (game: GameItem) => void;
  onToggleFavorite: (game: GameItem, favorite: boolean) => void;
  label: string;
}

/**
 * The catalogue grid: only the rows near the viewport are in the page (a window virtualizer), so thousands of loaded
 * tiles scroll as smoothly as one page; the next page of 42 is asked for as the end comes near (throttled 200 ms).
 */
export function GameGrid({ games, total, hasNextPage, fetchingNextPage, onNeedMore, favorites, showFavorite, launching, onLaunch, onToggleFavorite, label }: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const measured = useElementWidth(ref);
  const width = measured || FALLBACK_WIDTH;
  const m = gridMetrics(width);
  const dataRows = Math.ceil(games.length / m.columns);
  const rowCount = dataRows + (hasNextPage ? 1 : 0);

  // the grid's distance from the top of the document: what the window's scroll position is measured against
  // (measured again whenever the page's height changes: strips above the grid load after it)
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => m.rowHeight,
    overscan: 3,
    scrollMargin,
    // its default reads window.scrollY during the render, which lays out the page the render is about to change (60 ms
    // at 4x CPU on /rng); the window's real offset comes from its scroll observer once the grid is in the page
    initialOffset: 0,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, m.rowHeight, m.columns]);

  // no tiles before the grid's width is known: it is measured in the same commit, before the browser paints, and tiles
  // made for a guessed width would be made again in other rows (twice the work on a phone's first screen)
  const rows = measured === null ? [] : virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const more = useThrottledCallback(onNeedMore, INFINITE_SCROLL_THROTTLE_MS);
  useEffect(() => {
    if (hasNextPage && !fetchingNextPage && lastRow >= dataRows - PRELOAD_ROWS) more();
  }, [hasNextPage, fetchingNextPage, lastRow, dataRows, more]);

  return (
    <div
      ref={ref}
      className={styles.grid}
      role="list"
      aria-label={label}
      aria-busy={fetchingNextPage || undefined}
      style={{ height: virtualizer.getTotalSize(), '--caption': `${m.caption}px` } as CSSProperties}
      data-testid="game-grid"
      data-columns={m.columns}
    >
      {rows.map((row) => {
        const first = row.index * m.columns;
        const style: CSSProperties = {
          transform: `translateY(${row.start - scrollMargin}px)`,
          gridTemplateColumns: `repeat(${m.columns}, minmax(0, 1fr))`,
          columnGap: m.gap,
          height: m.rowHeight - m.gap,
        };
        return (
          <div key={row.key} className={styles.row} style={style} role="none">
            {row.index >= dataRows
              ? Array.from({ length: m.columns }, (_, i) => <GameTileSkeleton key={i} />)
              : games.slice(first, first + m.columns).map((game, i) => (
                  <GameTile
                    key={game.nodeId}
                    game={game}
                    favorite={favorites.has(game.nodeId)}
                    showFavorite={showFavorite}
                    launching={launching === game.nodeId}
                    onLaunch={onLaunch}
                    onToggleFavorite={onToggleFavorite}
                    eager={row.index < 2}
                    index={first + i}
                    setSize={total}
                  />
                ))}
          </div>
        );
      })}
    </div>
  );
}

/** The first page's placeholder: two rows of tile skeletons in the grid's layout. */
export function GameGridSkeleton({ count = 14 }: { count?: number }) {
  return (
    <div className={styles.static} aria-hidden="true" data-testid="game-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </div>
  );
}

/** A short list in the same look without virtualisation (popups, suggestions). */
export function StaticGameGrid({ children, label, compact = false, columns }: { children: ReactNode; label: string; compact?: boolean; columns?: number }) {
  return (
    <div
      className={styles.static}
      data-compact={compact ? 'true' : undefined}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      role="list"
      aria-label={label}
    >
      {children}
    </div>
  );
}
