import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';
import { Icon } from '../icon';
import styles from './theme-switch.module.css';

/** Dark / light switch; the choice is remembered (localStorage 'theme'). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const light = theme === 'light';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={light}
      aria-label={t('in_light_theme')}
      title={t(light ? 'in_theme_light' : 'in_theme_dark')}
      className={styles.switch}
      onClick={() => setTheme(light ? 'dark' : 'light')}
    >
      <span className={styles.thumb} data-light={light ? 'true' : 'false'}>
        <Icon name={light ? 'sun' : 'moon'} size={14} />
      </span>
    </button>
  );
}
