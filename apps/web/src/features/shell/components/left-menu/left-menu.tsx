import type { Resource } from '@app/contract/brand';
import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ThemeSwitch } from '@/components/ui/theme-switch/theme-switch';
import { useSiteConfig } from '@/config/brand';
import { MEMBER_CENTER_MODAL, NOTICE_MODAL } from '@/config/modal-names';
import { chooseLanguage, useLanguage, type PackLanguage } from '@/lib/i18n';
import { useGameMenus } from '../../api/get-game-menus';
import { useCustomerService } from '../../hooks/use-customer-service';
import { allVendorsHref, categoryHref, menuCategories, vendorHref, type MenuCategory } from '../../utils/menu-categories';
import styles from './left-menu.module.css';

const MenuQrCodes = lazy(() => import('./menu-qr-codes').then((m) => ({ default: m.MenuQrCodes })));

export type MenuMode = 'full' | 'mini';

const socialTypes = [
  { type: 'FACEBOOK', icon: 'facebook', label: 'Facebook' },
  { type: 'INSTAGRAM', icon: 'instagram', label: 'Instagram' },
  { type: 'TELEGRAM', icon: 'telegram', label: 'Telegram' },
] as const satisfies ReadonlyArray<{ type: Resource['resourceType']; icon: IconName; label: string }>;

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
}: {
  mode: MenuMode;
  onToggleMode?: () => void;
  narrow?: boolean;
  onNavigate?: () => void;
  /** closes the drawer (narrow screens) */
  onClose?: () => void;
  /** starts a free demo (the auth feature's, composed in app/); no button without it */
  onFreeDemo?: () => void;
}) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const language = useLanguage();
  const menus = useGameMenus();
  const service = useCustomerService();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mini = mode === 'mini' && !narrow;
  // the category of the screen the visitor is on starts open
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(GAME_CATEGORY_ROUTES.filter((c) => c.route === pathname).map((c) => c.gameType)),
  );
  const [flyout, setFlyout] = useState<string | null>(null);

  const categories = menus.data ? menuCategories(menus.data) : [];
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const groupState = (id: string) => ({
    open: mini ? flyout === id : expanded.has(id),
    mini,
    onToggle: () => (mini ? setFlyout((f) => (f === id ? null : id)) : toggle(id)),
    onHover: (on: boolean) => mini && setFlyout(on ? id : null),
  });
  const resource = (type: Resource['resourceType']) => site.resources.find((r) => r.resourceType === type);
  const android = resource('Android');
  const ios = resource('MOBILECONFIG');
  const socials = socialTypes.flatMap((s) => {
    const r = resource(s.type);
    return r ? [{ ...s, url: r.url }] : [];
  });
  const after = (fn: () => void) => () => {
    setFlyout(null);
    fn();
    onNavigate?.();
  };

  return (
    <nav className={styles.menu} data-mode={mini ? 'mini' : 'full'} aria-label={t('in_main_menu')}>
      {narrow && (
        <div className={styles.drawerHead}>
          <img src={site.brand.logo} alt="" width={32} height={32} />
          <span>{site.brand.name}</span>
          <button type="button" className={styles.drawerClose} onClick={onClose} aria-label={t('in_close_menu')}>
            <Icon name="close" size={20} />
          </button>
        </div>
      )}
      {!narrow && (
        <button
          type="button"
          className={styles.collapse}
          onClick={onToggleMode}
          aria-expanded={!mini}
          aria-label={t(mini ? 'in_expand_menu' : 'in_collapse_menu')}
          title={t(mini ? 'in_expand_menu' : 'in_collapse_menu')}
        >
          <Icon name={mini ? 'expand' : 'collapse'} size={18} />
        </button>
      )}

      <ul className={styles.list}>
        <li className={styles.group}>
          <Link to="/" className={styles.item} aria-current={pathname === '/' ? 'page' : undefined} onClick={onNavigate} title={mini ? t('in_home') : undefined}>
            <Icon name="home" />
            <span className={styles.label}>{t('in_home')}</span>
          </Link>
        </li>
        {menus.isPending &&
          Array.from({ length: 6 }, (_, i) => (
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
      </ul>

      <div className={styles.divider} role="presentation" />

      <ul className={styles.list}>
        {site.brand.languages.length > 1 && (
          <MenuGroup id="language" icon="globe" label={t('in_language')} {...groupState('language')}>
            {site.brand.languages.map((lang) => (
              <li key={lang}>
                <button
                  type="button"
                  className={styles.child}
                  aria-pressed={language === lang}
                  lang={lang === 'EN' ? 'en' : 'fil'}
                  onClick={after(() => void chooseLanguage(lang as PackLanguage))}
                >
                  <span className={styles.code}>{lang}</span>
                  {t(`lang_${lang.toLowerCase()}`)}
                </button>
              </li>
            ))}
          </MenuGroup>
        )}
        <MenuGroup id="service" icon="headset" label={t('in_customer_service')} {...groupState('service')}>
          {service.available && (
            <li>
              <button type="button" className={styles.child} onClick={after(service.open)}>
                {t('in_customer_service')}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={styles.child} onClick={after(() => modals.open(MEMBER_CENTER_MODAL, { page: 'messageV2' }))}>
              {t('in_platform_information')}
            </button>
          </li>
          <li>
            <button type="button" className={styles.child} onClick={after(() => modals.open(NOTICE_MODAL))}>
              {t('in_announcements')}
            </button>
          </li>
          <li>
            <Link to="/helpmc" className={styles.child} onClick={after(() => {})}>
              {t('in_help_center')}
            </Link>
          </li>
        </MenuGroup>
        <MenuGroup id="download" icon="download" label={t('in_app_download')} {...groupState('download')}>
          <li className={styles.qrRow}>
            <Suspense fallback={<Skeleton width={140} height={140} radius={10} />}>
              <MenuQrCodes android={android} ios={ios} />
            </Suspense>
          </li>
          <li>
            <Link to="/down" className={styles.child} onClick={after(() => {})}>
              {t('in_download_guide')}
            </Link>
          </li>
        </MenuGroup>
      </ul>

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

      {socials.length > 0 && (
        <ul className={styles.socials} aria-label={t('in_follow_us')}>
          {socials.map((s) => (
            <li key={s.type}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label} className={styles.social}>
                <Icon name={s.icon} size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

interface GroupProps {
  open: boolean;
  mini: boolean;
  onToggle: () => void;
  onHover: (on: boolean) => void;
}

/** A menu entry with a child list: inline when the menu is full, a flyout on hover or focus when it is mini. */
function MenuGroup({
  id,
  icon,
  label,
  open,
  mini,
  onToggle,
  onHover,
  link,
  active = false,
  children,
}: GroupProps & {
  id: string;
  icon: IconName;
  label: string;
  /** the entry itself navigates; a separate button shows the children */
  link?: { to: string; onClick?: () => void };
  active?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <li
      className={styles.group}
      data-open={open ? 'true' : 'false'}
      data-group={id}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => mini && onHover(true)}
      onBlur={(e) => mini && !e.currentTarget.contains(e.relatedTarget as Node | null) && onHover(false)}
    >
      <div className={styles.row}>
        {link ? (
          <Link to={link.to} className={styles.item} aria-current={active ? 'page' : undefined} onClick={link.onClick} title={mini ? label : undefined}>
            <Icon name={icon} />
            <span className={styles.label}>{label}</span>
          </Link>
        ) : (
          <button type="button" className={styles.item} aria-expanded={open} aria-controls={listId} onClick={onToggle} title={mini ? label : undefined}>
            <Icon name={icon} />
            <span className={styles.label}>{label}</span>
            {!mini && <Icon name="chevron" size={16} className={styles.chevronIcon} />}
          </button>
        )}
        {link && !mini && (
          <button
            type="button"
            className={styles.chevron}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('in_show_list', { name: label })}
            onClick={onToggle}
          >
            <Icon name="chevron" size={16} className={styles.chevronIcon} />
          </button>
        )}
      </div>
      {open && (
        <div id={listId} className={mini ? styles.flyout : styles.children}>
          {mini && <p className={styles.flyoutTitle}>{label}</p>}
          <ul>{children}</ul>
        </div>
      )}
    </li>
  );
}

function CategoryGroup({
  category,
  active,
  activeVendor,
  onNavigate,
  ...group
}: GroupProps & { category: MenuCategory; active: boolean; activeVendor: string | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const label = t(category.titleKey);
  return (
    <MenuGroup
      id={category.gameType}
      icon={category.icon}
      label={label}
      link={{ to: categoryHref(category), onClick: onNavigate }}
      active={active}
      {...group}
    >
      <li>
        <Link to={allVendorsHref(category)} className={styles.child} aria-current={activeVendor === '' ? 'page' : undefined} onClick={onNavigate}>
          {t('in_all')}
        </Link>
      </li>
      {category.vendors.map((v) => (
        <li key={v.vassalage}>
          <Link to={vendorHref(category, v.vassalage)} className={styles.child} aria-current={activeVendor === v.vassalage ? 'page' : undefined} onClick={onNavigate}>
            {v.name}
            {v.isHot && <span className={styles.hot}>{t('in_hot')}</span>}
          </Link>
        </li>
      ))}
    </MenuGroup>
  );
}
