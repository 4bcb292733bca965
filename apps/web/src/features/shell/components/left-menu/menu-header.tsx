import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useSiteConfig } from '@/config/brand';
import styles from './left-menu.module.css';

interface MenuHeaderProps {
  narrow: boolean;
  mini: boolean;
  onToggleMode?: () => void;
  onClose?: () => void;
}

/** The drawer's brand and close button on narrow screens; elsewhere the button that collapses or expands the menu. */
export function MenuHeader({ narrow, mini, onToggleMode, onClose }: MenuHeaderProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  if (narrow)
    return (
      <div className={styles.drawerHead}>
        <img src={site.brand.logo} alt="" width={32} height={32} />
        <span>{site.brand.name}</span>
        <button type="button" className={styles.drawerClose} onClick={onClose} aria-label={t('in_close_menu')}>
          <Icon name="close" size={20} />
        </button>
      </div>
    );
  return (
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
  );
}
