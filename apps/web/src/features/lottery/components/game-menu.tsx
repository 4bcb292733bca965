import type { LotteryGame } from '@app/contract/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Icon } from '@/components/ui/icon';
import type { PrizeMode } from '../api/keys';
import { useRecentLottery } from '../api/get-recent-lottery';
import { useLotteryViewer } from '../hooks/lottery-viewer';
import styles from './lottery-page.module.css';

export interface MenuGroup {
  gameGroupCode: string;
  labelKey: string;
  gameMenus: LotteryGame[];
}

function GameLink({ game, active, favorite, onFavorite, href }: { game: LotteryGame; active: boolean; favorite: boolean | null; onFavorite: (code: string) => void; href: string }) {
  const { t } = useTranslation();
  return (
    <li className={styles.menuItem}>
      <Link to={href} aria-current={active ? 'page' : undefined} className={styles.menuLink} data-today={game.drawsToday ? 'true' : undefined}>
        <span>{game.gameName}</span>
        {!game.drawsToday && <span className={styles.menuNote}>{t('lottery_not_today')}</span>}
      </Link>
      {favorite !== null && (
        <button
          type="button"
          className={styles.star}
          aria-pressed={favorite}
          aria-label={t(favorite ? 'lottery_remove_favorite' : 'lottery_add_favorite', { name: game.gameName })}
          onClick={() => onFavorite(game.gameCode)}
        >
          <Icon name="star" size={16} />
        </button>
      )}
    </li>
  );
}

/** How often a group draws: its fastest game's interval (a daily game counts as a day). */
const groupInterval = (group: MenuGroup) =>
  Math.min(...group.gameMenus.map((g) => (g.schedule.kind === 'interval' ? g.schedule.intervalSeconds : 86_400)), 86_400);

/**
 * The groups as a player wants them: fast games (drawing every few minutes) first, the rest as the server orders
 * them; in each group the games drawing today, and those that do not folded away under their count.
 */
export function orderMenuGroups(groups: readonly MenuGroup[]) {
  return [...groups]
    .map((group, index) => ({ group, index, interval: groupInterval(group) }))
    .sort((a, b) => a.interval - b.interval || a.index - b.index)
    .map(({ group }) => ({ ...group, today: group.gameMenus.filter((g) => g.drawsToday), notToday: group.gameMenus.filter((g) => !g.drawsToday) }));
}

/** The side menu: favourites and recent games (members), then the games grouped by region and game group. */
export function GameMenu({
  groups,
  loading,
  prizeMode,
  activeCode,
  favorites,
  onFavorite,
  hrefOf,
}: {
  groups: readonly MenuGroup[];
  loading: boolean;
  prizeMode: PrizeMode;
  activeCode: string | null;
  favorites: readonly string[];
  onFavorite: (code: string) => void;
  hrefOf: (game: LotteryGame) => string;
}) {
  const { t } = useTranslation();
  const viewer = useLotteryViewer();
  const recent = useRecentLottery(viewer.token, prizeMode);
  const all = groups.flatMap((g) => g.gameMenus);
  const favoriteGames = favorites.flatMap((code) => all.filter((g) => g.gameCode === code));
  const canFavorite = !!viewer.username;
  const item = (game: LotteryGame, key: string) => (
    <GameLink
      key={key}
      game={game}
      href={hrefOf(game)}
      active={game.gameCode === activeCode}
      favorite={canFavorite ? favorites.includes(game.gameCode) : null}
      onFavorite={onFavorite}
    />
  );
  return (
    <nav className={styles.menu} aria-label={t('lottery_games_menu')}>
      {loading && (
        <div className={styles.menuSkeleton}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      )}
      {canFavorite && favoriteGames.length > 0 && (
        <section className={styles.menuGroup} aria-labelledby="lottery-menu-favorites">
          <h2 id="lottery-menu-favorites">{t('lottery_favorites')}</h2>
          <ul data-testid="lottery-favorites">{favoriteGames.map((g) => item(g, `fav-${g.gameCode}`))}</ul>
        </section>
      )}
      {viewer.token && recent.data && recent.data.length > 0 && (
        <section className={styles.menuGroup} aria-labelledby="lottery-menu-recent">
          <h2 id="lottery-menu-recent">{t('lottery_recent')}</h2>
          <ul>{recent.data.flatMap((r) => all.filter((g) => g.gameCode === r.gameCode).map((g) => item(g, `recent-${g.gameCode}`)))}</ul>
        </section>
      )}
      {orderMenuGroups(groups).map((group) => (
        <section key={group.gameGroupCode} className={styles.menuGroup} aria-labelledby={`lottery-menu-${group.gameGroupCode}`}>
          <h2 id={`lottery-menu-${group.gameGroupCode}`}>{t(group.labelKey)}</h2>
          {group.today.length > 0 && <ul>{group.today.map((g) => item(g, g.gameCode))}</ul>}
          {group.notToday.length > 0 && (
            // open when the game on screen is one of them, so the menu always shows where the player is
            <details className={styles.menuLater} open={group.notToday.some((g) => g.gameCode === activeCode) || undefined}>
              <summary>{t('lottery_not_today_count', { count: group.notToday.length })}</summary>
              <ul>{group.notToday.map((g) => item(g, g.gameCode))}</ul>
            </details>
          )}
        </section>
      ))}
    </nav>
  );
}
