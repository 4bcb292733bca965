import type { GameType } from '@app/contract/system';
import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { REDUCED_MOTION, useMediaQuery } from '@/lib/use-media-query';
import { useWinnerBoard } from '../api/get-winner-board';
import styles from './winners-board.module.css';
import '../locales/texts';

/** Seconds the ticker takes per win: slow enough to read a name and a prize. */
const SECONDS_PER_WIN = 4;

type Win = { player: string; gameName: string; prizeMinor: number; timestamp: number; nodeId: number };

function WinItem({ win, money }: { win: Win; money: MoneyFormat }) {
  const { t } = useTranslation();
  return (
    // the words between name and prize are the item's own (muted) text, not elements: the ticker holds 40 wins
    <li className={styles.win} data-testid="winner">
      <span className={styles.player}>{win.player}</span>
      {t('lobby_won')}
      <strong className={styles.prize}>{formatMoney(win.prizeMinor, money)}</strong>
      {t('lobby_won_in', { game: win.gameName })}
    </li>
  );
}

/**
 * The winners board: real recent wins (masked player, game, prize) as a ticker, refreshed every 15 s without a reload
 * (paused while the tab is hidden). The ticker stops on hover, on focus and with its pause button; with reduced
 * motion it is a still list. Screen readers get the list once (the ticker's second copy is hidden from them).
 */
export function WinnersBoard({ gameType, className }: { gameType?: GameType; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = useMoneyFormat();
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [paused, setPaused] = useState(false);
  const winners = useWinnerBoard(gameType);
  // a board the server cannot give is left out rather than shown broken
  if (winners.isError && !winners.data) return null;
  const list = winners.data ?? [];
  const moving = !reduced && list.length > 2;
  return (
    <section className={[styles.board, className].filter(Boolean).join(' ')} aria-labelledby={titleId} data-testid="winners-board">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <Glyph name="trophy" size={18} />
          {t('lobby_winners')}
        </h2>
        {moving && (
          <button type="button" className={styles.pause} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            <Icon name={paused ? 'play' : 'pause'} size={14} />
            {t(paused ? 'lobby_winners_play' : 'lobby_winners_pause')}
          </button>
        )}
      </div>
      {winners.isPending ? (
        <div className={styles.viewport} aria-hidden="true">
          <Skeleton height={22} width="100%" radius={8} />
        </div>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('lobby_no_winners')}</p>
      ) : (
        <div
          className={styles.viewport}
          data-moving={moving ? 'true' : undefined}
          data-paused={paused ? 'true' : undefined}
          style={{ '--ticker-duration': `${list.length * SECONDS_PER_WIN}s` } as CSSProperties}
        >
          <div className={styles.track}>
            <ul className={styles.list}>
              {list.map((win) => (
                <WinItem key={`${win.timestamp}-${win.nodeId}-${win.player}`} win={win} money={money} />
              ))}
            </ul>
            {moving && (
              <ul className={styles.list} aria-hidden="true">
                {list.map((win) => (
                  <WinItem key={`${win.timestamp}-${win.nodeId}-${win.player}`} win={win} money={money} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
