import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { ThemeSwitch } from '@/components/ui/theme-switch/theme-switch';
import { useSiteConfig } from '@/config/brand';
import { PLACEHOLDER_MODAL } from '@/config/modal-names';
import styles from './header.module.css';

/** Top bar: menu button (narrow screens), brand logo, theme switch, visitor buttons. */
export function Header({
  onMenuClick,
  menuOpen = false,
  showMenuButton = false,
  showThemeSwitch = true,
}: {
  onMenuClick?: () => void;
  menuOpen?: boolean;
  showMenuButton?: boolean;
  showThemeSwitch?: boolean;
}) {
  const { t } = useTranslation();
  const { brand, whitelabel, register } = useSiteConfig();
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
        {register.freePlay && (
          <Button variant="ghost" size="sm" className={styles.demo} onClick={() => modals.open(PLACEHOLDER_MODAL, { titleKey: 'in_free_demo' })}>
            {t('in_free_demo')}
          </Button>
        )}
        {whitelabel.DIRECTREG3 && (
          <Link to="/register" className={buttonClass('accent', 'sm')}>
            {t('in_register')}
          </Link>
        )}
        <Link to="/login" className={buttonClass('primary', 'sm')}>
          <Icon name="user" size={16} />
          {t('in_login')}
        </Link>
      </div>
    </header>
  );
}
