import type { GameType } from '@app/contract/system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { useSiteConfig } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useFavoriteGamesList } from '../api/get-favorite-games-list';
import { useGameAnnouncements, useNewVendors } from '../api/get-game-news';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { useVassalageGameTypes } from '../api/get-vassalage-game-types';
import { useVendors } from '../api/get-vendor-list';
import { useLobbyQuery } from '../hooks/use-lobby-query';
import { InhouseLobby } from '../inhouse/inhouse-lobby';
import { guardRealAccount, useLobbyViewer } from '../utils/viewer';
import { GameFilters, type ClassifyOption } from './game-filters';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GameNewsRibbon, NewVendorsStrip } from './game-news';
import { GameStrip } from './game-strip';
import { LobbyHead } from './lobby-head';
import { MaintenanceModal } from './maintenance-modal';
import { PvpRooms } from './pvp-rooms';
import { useTileActions } from './use-tile-actions';
import { VendorGamesModal } from './vendor-games-modal';
import { VendorTabs } from './vendor-tabs';
import { WinnersBoard } from './winners-board';
import styles from './lobby-page.module.css';
import '../locales/texts';
import { wholeNumber } from '@/lib/format';

/**
 * The one lobby page of /rng /pvp /live /fish /sports /esports /inhouse. Its state is the URL's query, as the left
 * menu sets it (gameType, page, vassalage) plus keyword, gameClassify, minBet, favorites and (PVP) view: tabs and
 * filters are links, so back and forward and shared links work. `page` is the first page of 42 the grid shows
 * (/rng?page=3 starts at the 85th game; earlier pages load on request, later ones as the grid scrolls).
 */
export function LobbyPage({ gameType, route }: { gameType: GameType; route: string }) {
  const { t, i18n } = useTranslation();
  const viewer = useLobbyViewer();
  const site = useSiteConfig();
  const member = !!viewer.token && !viewer.trial;
  const { vassalage, keyword, classify, minBet, favoritesOnly, view, startPage, filtering, hrefWith, go } = useLobbyQuery(gameType, route, member);
  const inhouse = gameType === 'INHOUSE';

  const vendors = useVendors(gameType);
  const vendor = vendors.data?.find((v) => v.vassalage === vassalage);
  const vendorTypes = useVassalageGameTypes(vassalage, gameType);
  const classifyOptions = useMemo<ClassifyOption[]>(() => {
    if (vassalage) return (vendorTypes.data ?? []).map((c) => ({ value: c.gameClassify, count: c.count }));
    return [...new Set((vendors.data ?? []).map((v) => v.gameClassify))].map((value) => ({ value }));
  }, [vassalage, vendorTypes.data, vendors.data]);

  const { actions, launch, launching, onLaunch } = useTileActions(viewer, member, !inhouse);

  const gridOn = view === 'games' && !inhouse;
  const list = useGameList({ gameType, vassalage, keyword, gameClassify: classify, minBet }, { startPage, enabled: gridOn && !favoritesOnly });
  const favoriteList = useFavoriteGamesList(viewer.token, gameType, gridOn && favoritesOnly);
  const stripsOn = gridOn && !filtering;
  const hot = useHotGames({ gameType, vassalage, merchantCode: site.brand.merchantCode, language: i18n.language });
  // recent games: every logged-in player (a trial account's in-house rounds included)
  const recent = useRecentGames(stripsOn ? viewer.token : null, gameType);

  // what is new in the category: announcements at the top, the new providers below the hot games
  const news = useGameAnnouncements(gameType, i18n.language, !inhouse);
  const newVendorsOn = stripsOn && !vassalage;
  const newVendors = useNewVendors(gameType, newVendorsOn);
  const vendorHref = (v: string) => hrefWith({ vassalage: v, gameClassify: '' });

  const gameCount = vendor ? vendor.gameCount : (vendors.data ?? []).reduce((sum, v) => sum + v.gameCount, 0);

  // one array of every loaded game (thousands after a long scroll): built when a page arrives, not on every frame
  const { games, total } = useMemo(() => {
    if (favoritesOnly) return { games: favoriteList.data?.pages.flatMap((p) => p.content) ?? [], total: favoriteList.data?.pages[0]?.total ?? 0 };
    return { games: list.data?.pages.flatMap((p) => p.list) ?? [], total: list.data?.pages[0]?.total ?? 0 };
  }, [favoritesOnly, favoriteList.data, list.data]);
  const source = favoritesOnly ? favoriteList : list;

  return (
    <div className={styles.page} data-testid="lobby" data-game-type={gameType}>
      <LobbyHead gameType={gameType} vendorName={vendor?.name} gameCount={gameCount} view={view} hrefWith={hrefWith} />

      {!inhouse && <GameNewsRibbon items={news.data ?? []} loading={news.isPending} hrefFor={vendorHref} />}

      {!inhouse && <VendorTabs vendors={vendors.data ?? []} loading={vendors.isPending} selected={vassalage} hrefFor={vendorHref} />}

      <WinnersBoard gameType={gameType} className={styles.winners} />

      {inhouse ? (
        <InhouseLobby launching={launching} onLaunch={onLaunch} />
      ) : view === 'rooms' ? (
        <PvpRooms vassalage={vassalage} launching={launching} onLaunch={(game, room) => void launch(game, room)} />
      ) : (
        <>
          {stripsOn && viewer.token && (
            <GameStrip
              title={t('lobby_recent_games')}
              icon="clock"
              games={recent.data ?? []}
              loading={recent.isPending}
              testId="recent-games"
              {...actions}
            />
          )}
          {stripsOn && (
            <GameStrip title={t('lobby_hot_games')} icon="flame" games={hot.data ?? []} loading={hot.isPending} testId="hot-games" {...actions} />
          )}
          {newVendorsOn && <NewVendorsStrip vendors={newVendors.data ?? []} loading={newVendors.isPending} hrefFor={vendorHref} />}

          <section aria-label={t('lobby_all_games')}>
            <GameFilters
              keyword={keyword}
              onKeyword={(value) => go({ keyword: value }, true)}
              classify={classify}
              classifyOptions={classifyOptions}
              onClassify={(value) => go({ gameClassify: value })}
              minBet={minBet}
              onMinBet={(value) => go({ minBet: value })}
              favoritesOnly={favoritesOnly}
              onFavoritesOnly={() => guardRealAccount(viewer) && go({ favorites: favoritesOnly ? '' : '1' })}
              resultText={source.data ? t('lobby_game_count', { count: total, n: wholeNumber(total) }) : ''}
              disabled={favoritesOnly}
            />

            {!favoritesOnly && list.hasPreviousPage && (
              <div className={styles.earlier}>
                <Button variant="outline" size="sm" onClick={() => void list.fetchPreviousPage()} disabled={list.isFetchingPreviousPage}>
                  {t('lobby_show_earlier')}
                </Button>
              </div>
            )}

            {source.isPending ? (
              <GameGridSkeleton />
            ) : source.isError && games.length === 0 ? (
              <ErrorState message={t(source.error instanceof ApiError ? source.error.messageKey : 'err_network_error')} onRetry={() => void source.refetch()} />
            ) : games.length === 0 ? (
              favoritesOnly ? (
                <EmptyState icon="star" title={t('lobby_no_favorites')} text={t('lobby_no_favorites_text')}>
                  <Link to={hrefWith({ favorites: '' })} className={styles.reset}>
                    {t('lobby_browse_all')}
                  </Link>
                </EmptyState>
              ) : (
                <EmptyState icon="inbox" title={t('lobby_no_match')} text={t('lobby_no_match_text')}>
                  <Link to={hrefWith({ keyword: '', gameClassify: '', minBet: '' })} className={styles.reset}>
                    {t('lobby_clear_filters')}
                  </Link>
                </EmptyState>
              )
            ) : (
              <GameGrid
                games={games}
                total={total}
                hasNextPage={!!source.hasNextPage && !source.isFetchNextPageError}
                fetchingNextPage={source.isFetchingNextPage}
                onNeedMore={() => void source.fetchNextPage()}
                label={t('lobby_all_games')}
                {...actions}
              />
            )}
            {source.isFetchNextPageError && (
              <div className={styles.earlier}>
                <ErrorState compact message={t('err_network_error')} onRetry={() => void source.fetchNextPage()} />
              </div>
            )}
          </section>
        </>
      )}

      <VendorGamesModal actions={actions} />
      <MaintenanceModal actions={actions} />
    </div>
  );
}
