import type { LotteryGame } from '@app/contract/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useGameMenu } from '../api/get-game-menu';
import { usePopularLottery } from '../api/get-popular-lottery';
import { useDrawCycle } from '../hooks/use-draw-cycle';
import { useLotteryWindow } from '../hooks/use-lottery-window';
import { formatCountdown } from '../utils/server-clock';
import { FastBalls, FastBallsSkeleton } from './result-board';
import styles from './elott-lobby.module.css';
import '../locales/texts';
import { useHydrated } from '@app/web-kit/use-hydrated';

const gameHref = (gameCode: string, vassalage: string) =>
  `${vassalage === 'TCG_LOTTO_VN' ? '/vnlottery' : '/lottery'}?gameCode=${encodeURIComponent(gameCode)}`;

/** One fast game: its live countdown and its last result. */
function FastGameCard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const cycle = useDrawCycle(game.gameCode, null);
  const minutes = game.schedule.kind === 'interval' ? Math.round(game.schedule.intervalSeconds / 60) : null;
  const result = cycle.previous?.result;
  // the clock is the browser's: a page the server drew (and cached) shows the countdown's place until it hydrates
  const clockKnown = useHydrated();
  return (
    <li className={styles.card}>
      <Link to={gameHref(game.gameCode, game.vassalage)} className={styles.cardLink}>
        <span className={styles.cardHead}>
          <span className={styles.cardName}>{game.gameName}</span>
          {minutes !== null && <span className={styles.badge}>{t('lottery_every_minutes', { count: minutes })}</span>}
        </span>
        <span className={styles.cardCountdown}>
          {!cycle.current || !clockKnown ? (
            <Skeleton width={80} height={28} />
          ) : cycle.phase === 'open' ? (
            <>
              <span className={styles.cardLabel}>{t('lottery_closes_in')}</span>
              <span className={styles.time} role="timer">
                {formatCountdown(cycle.current.closeAt - cycle.now)}
              </span>
            </>
          ) : (
            <span className={styles.cardLabel}>{t('lottery_closed_drawing')}</span>
          )}
        </span>
        <span className={styles.cardResult}>
          {result?.kind === 'digits' ? <FastBalls digits={result.digits} compact /> : <FastBallsSkeleton compact />}
        </span>
      </Link>
    </li>
  );
}

/**
 * /elott: the fast games with live countdowns and last results, and the popular lottery games; an entry of the special
 * lottery account type (accountTypeName) opens the external lottery window instead of a page here.
 */
export function ElottLobby({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const menu = useGameMenu('Elott');
  const popular = usePopularLottery('Elott', i18n.language);
  const lotteryWindow = useLotteryWindow();
  const games = (menu.data ?? []).flatMap((g) => g.gameMenus);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{title}</h1>
        <p>{t('lottery_elott_intro')}</p>
      </header>
      <section aria-labelledby="elott-fast">
        <h2 id="elott-fast" className={styles.sectionTitle}>
          {t('lottery_fast_games')}
        </h2>
        {menu.isError ? (
          <ErrorState message={t(menu.error instanceof ApiError ? menu.error.messageKey : 'err_network_error')} onRetry={() => void menu.refetch()} />
        ) : menu.isPending ? (
          <div className={styles.cards}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={150} />
            ))}
          </div>
        ) : games.length === 0 ? (
          <EmptyState title={t('lottery_no_games')} />
        ) : (
          <ul className={styles.cards} data-testid="elott-games">
            {games.map((g) => (
              <FastGameCard key={g.gameCode} game={g} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="elott-popular">
        <h2 id="elott-popular" className={styles.sectionTitle}>
          {t('lottery_popular')}
        </h2>
        {popular.isError ? (
          <ErrorState compact message={t(popular.error instanceof ApiError ? popular.error.messageKey : 'err_network_error')} onRetry={() => void popular.refetch()} />
        ) : popular.isPending ? (
          <Skeleton height={80} />
        ) : popular.data.length === 0 ? (
          <EmptyState compact title={t('lottery_no_games')} />
        ) : (
          <ul className={styles.popular} data-testid="elott-popular">
            {popular.data.map((g) => (
              <li key={g.nodeId}>
                {g.accountTypeName ? (
                  // the special lottery account type: the external lottery window
                  <button
                    type="button"
                    className={styles.popularLink}
                    aria-busy={lotteryWindow.opening === g.nodeId || undefined}
                    onClick={() => void lotteryWindow.open(g)}
                  >
                    <img src={g.imageUrl} alt="" width={48} height={48} loading="lazy" />
                    <span>
                      <span className={styles.cardName} translate="no">{g.gameName}</span>
                      <span className={styles.cardLabel}>{t('lottery_new_window')}</span>
                    </span>
                  </button>
                ) : (
                  <Link to={gameHref(g.gameCode!, g.vassalage)} className={styles.popularLink}>
                    <img src={g.imageUrl} alt="" width={48} height={48} loading="lazy" />
                    <span>
                      <span className={styles.cardName} translate="no">{g.gameName}</span>
                      <span className={styles.cardLabel} translate="no">{g.vendorName}</span>
                    </span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
