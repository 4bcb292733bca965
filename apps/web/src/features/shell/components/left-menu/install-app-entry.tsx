import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { promptInstall, useInstallMode } from '@/lib/pwa/install-prompt';
import styles from './left-menu.module.css';

/**
 * The app download menu's install entry: the browser's install prompt where it offered one, Safari's Add to Home
 * Screen steps on iOS; nothing once installed or where only the browser's menu can install (the guide says how).
 */
export function InstallAppEntry({ after }: { after: (fn: () => void) => () => void }) {
  const { t } = useTranslation();
  const mode = useInstallMode();
  if (mode === 'prompt')
    return (
      <li>
        <button type="button" className={styles.child} onClick={after(() => void promptInstall())}>
          {t('in_install_app')}
        </button>
      </li>
    );
  if (mode === 'ios')
    return (
      <li>
        <Link to="/down?platform=ios" className={styles.child} onClick={after(() => {})}>
          {t('in_add_to_home_screen')}
        </Link>
      </li>
    );
  return null;
}
