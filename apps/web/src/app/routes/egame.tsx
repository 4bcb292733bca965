import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import { lobbyHref } from '@/config/paths';
import { useGameMenus } from '@/features/shell/api/get-game-menus';
import { categoryIcons } from '@/features/shell/utils/menu-categories';
import styles from './pages.module.css';
import '@/locales/pages';

/** The game lobby shared by /rng /pvp /live /fish /sports /esports /inhouse: vendor tabs now, games later. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const menus = useGameMenus();
  const entry = GAME_CATEGORY_ROUTES.find((c) => c.route === pathname.toLowerCase()) ?? GAME_CATEGORY_ROUTES[4];
  const menu = menus.data?.find((m) => m.gameType === entry.gameType);
  const vassalage = params.get('vassalage') ?? '';
  const title = t(menu?.title ?? `in_category_${entry.gameType.toLowerCase()}`);
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{title}</h1>
      </div>
      {menu && menu.cards.length > 0 && (
        <nav className={styles.tabs} aria-label={t('in_vendors')}>
          <Link to={lobbyHref(entry.route, entry.gameType)} className={styles.tab} aria-current={vassalage === '' ? 'page' : undefined}>
            {t('in_all')}
          </Link>
          {menu.cards.map((c) => (
            <Link
              key={c.vassalage}
              to={lobbyHref(entry.route, entry.gameType, c.vassalage)}
              className={styles.tab}
              aria-current={vassalage === c.vassalage ? 'page' : undefined}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      <ComingSoon title={t('in_lobby_title', { name: title })} icon={categoryIcons[entry.gameType]} description={t('in_lobby_coming_soon')} headingLevel={2} />
    </>
  );
}
