import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useSiteConfig } from '@/config/brand';
import { useCustomerService } from '../hooks/use-customer-service';
import styles from './floating-service.module.css';

/** The floating service widget: customer service (when configured), app download, Telegram (when configured). */
export function FloatingService() {
  const { t } = useTranslation();
  const { resources } = useSiteConfig();
  const service = useCustomerService();
  const telegram = resources.find((r) => r.resourceType === 'TELEGRAM');
  return (
    <aside className={styles.widget} aria-label={t('in_service_widget')}>
      {service.available && (
        <button type="button" className={styles.button} onClick={service.open} data-tip={t('in_customer_service')} aria-label={t('in_customer_service')}>
          <Icon name="headset" size={22} />
        </button>
      )}
      <Link to="/down" className={styles.button} data-tip={t('in_download_app')} aria-label={t('in_download_app')}>
        <Icon name="download" size={22} />
      </Link>
      {telegram && (
        <a href={telegram.url} target="_blank" rel="noopener noreferrer" className={styles.button} data-tip="Telegram" aria-label="Telegram">
          <Icon name="telegram" size={22} />
        </a>
      )}
    </aside>
  );
}
