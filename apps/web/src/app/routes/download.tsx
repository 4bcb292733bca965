import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InstallAppCard } from '@/features/app-download/components/install-app-card';
import { PlatformGuides } from '@/features/app-download/components/platform-guides';
import styles from './pages.module.css';
import '@/locales/pages';

/** /down: install the site as an app, here on this device, or on a phone by its QR code and 4 steps. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('in_app_download')}</h1>
        <p>{t('down_intro')}</p>
      </div>
      <InstallAppCard />
      <PlatformGuides focus={params.get('platform')} />
    </>
  );
}
