import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { ThemeSwitch } from '@/components/ui/theme-switch/theme-switch';
import { useSiteConfig } from '@/config/brand';
import styles from './header.module.css';

/** Top bar: menu button (narrow screens), brand logo, theme switch, and the account area (visitor buttons or the logged-in bar). */
export function Header({
  onMenuClick,
  menuOpen = false,
  showMenuButton = false,
  showThemeSwitch = true,
  account,
}: {
  onMenuClick?: () => void;
  menuOpen?: boolean;
  showMenuButton?: boolean;
  showThemeSwitch?: boolean;
  /** the auth feature's part, composed in app/ */
  account?: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useSiteConfig();
  return (
    <header className={styles.header}>
      {showMenuButton && (
        <button type="button" className={styles.menuButton} onClick={onMenuClick} aria-expanded={menuOpen} aria-label={t('in_open_menu')}>
          <Icon name="menu" size={22} />
        </button>
      )}
      <Link to="/" className={styles.logo} aria-label={t('in_home_of', { name: brand.name })}>
        <img src={brand.logo} alt="" width={36} height={36} />
        <span className={styles.name} data-testid="brand-name">
          {brand.name}
        </span>
      </Link>
      <div className={styles.actions}>
        {showThemeSwitch && <ThemeSwitch />}
        {account}
      </div>
    </header>
  );
}
