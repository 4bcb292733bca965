import type { LotteryGame } from '@app/contract/lottery';
import { PLAY_TYPES, type PlayType } from '@app/contract/lottery-rules';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useGameMenu } from '../api/get-game-menu';
import { useRules } from '../api/get-rules';
import { askedGameCode, chosenGame } from '../api/prefetch-lottery-page';
import type { PrizeMode } from '../api/keys';
import { useLotteryViewer } from '../hooks/lottery-viewer';
import { useDrawCycle } from '../hooks/use-draw-cycle';
import { useLotteryFavorites } from '../hooks/use-favorites';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { GameMenu } from './game-menu';
import { LotteryBalance } from './lottery-balance';
import { MyBets } from './my-bets';
import styles from './lottery-page.module.css';
import '../locales/texts';
import { lazyWithTexts } from '@/lib/feature-texts';

// the long lists load when first shown
const DrawHistory = lazyWithTexts(() => import('./draw-history'));
const TrendView = lazyWithTexts(() => import('./trend-view'));

type RecordsTab = 'history' | 'trend';
const isPlayType = (v: string | null): v is PlayType => !!v && (PLAY_TYPES as readonly string[]).includes(v);

/** A window another page of this site opened (window.open): the external lottery window. */
function isOwnWindow(): boolean {
  try {
    return !!window.opener && (window.opener as Window).location.origin === window.location.origin;
  } catch {
    // an opener on another site
    return false;
  }
}

/** The page of one lottery family: /vnlottery (prize mode Lott) or /lottery (Elott), the game from ?gameCode. */
export function LotteryPage({ prizeMode, title, route }: { prizeMode: PrizeMode; title: string; route: '/lottery' | '/vnlottery' }) {
  const { t } = useTranslation();
  const viewer = useLotteryViewer();
  const [params, setParams] = useSearchParams();
  const menu = useGameMenu(prizeMode);
  const groups = menu.data ?? [];
  const games = groups.flatMap((g) => g.gameMenus);
  const asked = askedGameCode(params);
  const game = chosenGame(games, asked);
  const { favorites, toggle } = useLotteryFavorites(viewer.username);
  const [menuOpen, setMenuOpen] = useState(false);
  // a phone's games menu (a panel the menu button opens) draws its links the first time it opens, and keeps them:
  // closed, they were a third of /vnlottery's elements on a phone, drawn while the page loads for no one
  const narrow = useMediaQuery(NARROW_SCREEN);
  const menuDrawn = useOpenedOnce(menuOpen);
  const [tab, setTab] = useState<RecordsTab>('history');
  // opened by another page of ours as a window of its own (the external lottery window): it can close itself
  const [standalone] = useState(() => isOwnWindow());

  const hrefOf = (g: LotteryGame) => `${route}?gameCode=${encodeURIComponent(g.gameCode)}`;
  const notAvailable = !!asked && menu.isSuccess && !game;

  return (
    <div className={styles.page} data-menu-open={menuOpen ? 'true' : undefined} data-immersive={route === '/vnlottery' ? 'true' : undefined}>
      <header className={styles.head}>
        <div>
          <h1>{title}</h1>
          {/* the line is there before the game is known: the heading does not grow when it comes */}
          <p className={styles.gameName} data-testid={game ? 'lottery-game-name' : undefined}>
            {game?.gameName ?? '\u00a0'}
          </p>
        </div>
        <div className={styles.headActions}>
          {route === '/vnlottery' && viewer.token && <LotteryBalance token={viewer.token} />}
          {standalone && (
            // the external lottery window has no page to go back to: it closes
            <button type="button" className={buttonClass('outline', 'sm')} onClick={() => window.close()}>
              <Icon name="close" size={16} />
              {t('lottery_close_window')}
            </button>
          )}
          <button type="button" className={buttonClass('outline', 'sm', styles.menuToggle)} aria-expanded={menuOpen} aria-controls="lottery-menu" onClick={() => setMenuOpen(!menuOpen)}>
            <Icon name="menu" size={16} />
            {t('lottery_games_menu')}
          </button>
        </div>
      </header>
      <div className={styles.layout}>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a followed link (by pointer or Enter) closes the drawer: the links themselves are the keyboard targets */}
        <aside id="lottery-menu" className={styles.aside} onClick={(e) => (e.target as HTMLElement).closest('a') && setMenuOpen(false)}>
          {narrow && !menuDrawn ? null : menu.isError ? (
            <ErrorState compact message={t(menu.error instanceof ApiError ? menu.error.messageKey : 'err_network_error')} onRetry={() => void menu.refetch()} />
          ) : (
            <GameMenu groups={groups} loading={menu.isPending} prizeMode={prizeMode} activeCode={game?.gameCode ?? null} favorites={favorites} onFavorite={toggle} hrefOf={hrefOf} />
          )}
        </aside>
        <div className={styles.main}>
          {notAvailable ? (
            <EmptyState icon="alert" title={t('lottery_not_available')} text={t('lottery_not_available_text', { code: asked })}>
              {games[0] && (
                <Link className={buttonClass('primary', 'md')} to={hrefOf(games[0])}>
                  {t('lottery_open_game', { name: games[0].gameName })}
                </Link>
              )}
            </EmptyState>
          ) : menu.isSuccess && games.length === 0 ? (
            <EmptyState title={t('lottery_no_games')} />
          ) : !game ? (
            <div className={styles.mainSkeleton}>
              <Skeleton height={160} />
              <Skeleton height={320} />
            </div>
          ) : (
            <GameView
              key={game.gameCode}
              game={game}
              playTypeParam={params.get('playType')}
              onPlayTypeChange={(code) =>
                setParams(
                  (p) => {
                    const next = new URLSearchParams(p);
                    next.set('gameCode', game.gameCode);
                    next.set('playType', code);
                    return next;
                  },
                  { replace: true },
                )
              }
              tab={tab}
              onTab={setTab}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function GameView({
  game,
  playTypeParam,
  onPlayTypeChange,
  tab,
  onTab,
}: {
  game: LotteryGame;
  playTypeParam: string | null;
  onPlayTypeChange: (code: PlayType) => void;
  tab: RecordsTab;
  onTab: (tab: RecordsTab) => void;
}) {
  const { t } = useTranslation();
  const viewer = useLotteryViewer();
  const cycle = useDrawCycle(game.gameCode, viewer.token);
  const rules = useRules(game.gameCode);
  const playTypes = rules.data?.playTypes ?? [];
  const asked = isPlayType(playTypeParam) ? playTypeParam : null;
  const playType = playTypes.find((p) => p.code === asked)?.code ?? playTypes.find((p) => p.code === game.defaultPlayType)?.code ?? playTypes[0]?.code ?? null;
  const tabs: RecordsTab[] = ['history', 'trend'];

  return (
    <div className={styles.game}>
      <div className={styles.boardColumn}>
        {cycle.query.isError && !cycle.data ? (
          <ErrorState message={t(cycle.query.error instanceof ApiError ? cycle.query.error.messageKey : 'err_network_error')} onRetry={() => void cycle.query.refetch()} />
        ) : (
          <DrawPanel current={cycle.current} previous={cycle.previous} phase={cycle.phase} drawing={cycle.drawing} now={cycle.now} loading={cycle.query.isPending} layout={game.layout} />
        )}
        <section className={styles.records}>
          <div role="tablist" aria-label={t('lottery_records')} className={styles.tabs}>
            {tabs.map((id) => (
              <button
                key={id}
                id={`lottery-tab-${id}`}
                type="button"
                role="tab"
                aria-selected={tab === id}
                aria-controls={`lottery-panel-${id}`}
                tabIndex={tab === id ? 0 : -1}
                className={styles.tab}
                onClick={() => onTab(id)}
                onKeyDown={(e) => {
                  const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
                  if (!step) return;
                  const next = tabs[(tabs.indexOf(id) + step + tabs.length) % tabs.length]!;
                  onTab(next);
                  document.getElementById(`lottery-tab-${next}`)?.focus();
                }}
              >
                {t(`lottery_tab_${id}`)}
              </button>
            ))}
          </div>
          <div id={`lottery-panel-${tab}`} role="tabpanel" aria-labelledby={`lottery-tab-${tab}`} className={styles.panel}>
            <Suspense fallback={<Skeleton height={240} />}>
              {tab === 'history' && <DrawHistory gameCode={game.gameCode} />}
              {tab === 'trend' && <TrendView gameCode={game.gameCode} />}
            </Suspense>
          </div>
        </section>
      </div>
      <div className={styles.slipColumn}>
        {rules.isError ? (
          <ErrorState message={t(rules.error instanceof ApiError ? rules.error.messageKey : 'err_network_error')} onRetry={() => void rules.refetch()} />
        ) : !playType ? (
          <Skeleton height={420} />
        ) : (
          <BetSlip game={game} playTypes={playTypes} draw={cycle.current} phase={cycle.phase} playType={playType} onPlayTypeChange={onPlayTypeChange} />
        )}
        {viewer.token && (
          <section className={styles.myBetsAside} aria-labelledby="lottery-my-bets-title">
            <h2 id="lottery-my-bets-title">{t('lottery_tab_bets')}</h2>
            <MyBets gameCode={game.gameCode} />
          </section>
        )}
      </div>
    </div>
  );
}
