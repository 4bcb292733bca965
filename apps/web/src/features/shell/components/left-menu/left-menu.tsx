import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ThemeSwitch } from '@/components/ui/theme-switch/theme-switch';
import { useSiteConfig } from '@/config/brand';
import { useGameMenus } from '../../api/get-game-menus';
import { categoryHref, menuCategories } from '../../utils/menu-categories';
import { CategoryGroup } from './menu-group';
import { MenuHeader } from './menu-header';
import { SocialLinks } from './social-links';
import { SupportGroups } from './support-groups';
import { useMenuGroups } from './use-menu-groups';
import styles from './left-menu.module.css';

export type MenuMode = 'full' | 'mini';

/**
 * The left side menu: home, game categories with their vendors, promotions, language, customer service,
 * app download with QR codes, social links. Full or mini (hover or focus opens a group's list); a drawer on
 * narrow screens.
 */
export function LeftMenu({
  mode,
  onToggleMode,
  narrow = false,
  onNavigate,
  onClose,
  onFreeDemo,
  chatEntry,
}: {
  mode: MenuMode;
  onToggleMode?: () => void;
  narrow?: boolean;
  onNavigate?: () => void;
  /** closes the drawer (narrow screens) */
  onClose?: () => void;
  /** starts a free demo (the auth feature's, composed in app/); no button without it */
  onFreeDemo?: () => void;
  /** the chat room's entry with its unread count (the chat feature's, composed in app/; brands with CBS3) */
  chatEntry?: ReactNode;
}) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const menus = useGameMenus();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mini = mode === 'mini' && !narrow;
  const { groupState, closeFlyout } = useMenuGroups(mini, pathname);

  const categories = menus.data ? menuCategories(menus.data) : [];
  const after = (fn: () => void) => () => {
    closeFlyout();
    fn();
    onNavigate?.();
  };

  return (
    <nav className={styles.menu} data-mode={mini ? 'mini' : 'full'} aria-label={t('in_main_menu')}>
      <MenuHeader narrow={narrow} mini={mini} onToggleMode={onToggleMode} onClose={onClose} />

      <ul className={styles.list}>
        <li className={styles.group}>
          <Link to="/" className={styles.item} aria-current={pathname === '/' ? 'page' : undefined} onClick={onNavigate} title={mini ? t('in_home') : undefined}>
            <Icon name="home" />
            <span className={styles.label}>{t('in_home')}</span>
          </Link>
        </li>
        {menus.isPending &&
          // as many rows as the spec has game categories: the loaded menu takes the same room
          Array.from({ length: 8 }, (_, i) => (
            <li key={i} className={styles.skeletonRow} aria-hidden="true">
              <Skeleton width={20} height={20} radius={6} />
              {!mini && <Skeleton height={14} style={{ flex: 1 }} />}
            </li>
          ))}
        {menus.isError && (
          <li>
            <button type="button" className={styles.item} onClick={() => void menus.refetch()}>
              <Icon name="refresh" />
              <span className={styles.label}>{t('in_retry')}</span>
            </button>
          </li>
        )}
        {categories.map((category) => (
          <CategoryGroup
            key={category.gameType}
            category={category}
            {...groupState(category.gameType)}
            active={pathname === category.route || pathname === categoryHref(category).split('?')[0]}
            activeVendor={pathname === category.route ? (params.get('vassalage') ?? '') : null}
            onNavigate={after(() => {})}
          />
        ))}
        <li className={styles.group}>
          <Link
            to="/promotions"
            className={styles.item}
            aria-current={pathname === '/promotions' ? 'page' : undefined}
            onClick={onNavigate}
            title={mini ? t('in_promotions') : undefined}
          >
            <Icon name="gift" />
            <span className={styles.label}>{t('in_promotions')}</span>
          </Link>
        </li>
        {chatEntry && <li className={styles.group}>{chatEntry}</li>}
      </ul>

      <div className={styles.divider} role="presentation" />

      <SupportGroups groupState={groupState} after={after} />

      {narrow && (
        <div className={styles.drawerExtras}>
          <div className={styles.themeRow}>
            <span>{t('in_theme')}</span>
            <ThemeSwitch />
          </div>
          {site.register.freePlay && onFreeDemo && (
            <button type="button" className={styles.demo} onClick={after(onFreeDemo)}>
              {t('in_free_demo')}
            </button>
          )}
        </div>
      )}

      <SocialLinks />
    </nav>
  );
}
