import type { CustomerService } from '@app/contract/brand';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { useLanguage } from '@/lib/i18n';
import { ContactUsButton } from './contact-us-button';
import { StatusScreen } from './status-screen';
import styles from './status-screen.module.css';
import '@/locales/pages';
import { formatWhenWithZone } from '@/lib/format';

/** Status 1: the whole site is under maintenance. */
export function MaintenanceScreen({
  endTime,
  brand,
  services,
  onRefresh,
  refreshing,
}: {
  endTime: number | null;
  brand?: { name: string; logo: string };
  services: readonly CustomerService[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const end = endTime === null ? null : formatWhenWithZone(endTime, language);
  return (
    <StatusScreen
      icon="wrench"
      title={t('in_maintenance_title')}
      brand={brand}
      actions={
        <>
          <Button size="lg" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
            <Icon name="refresh" size={18} />
            {t('in_refresh')}
          </Button>
          <ContactUsButton services={services} />
        </>
      }
    >
      <p>{t('in_maintenance_text')}</p>
      {end && (
        <p className={styles.highlight}>
          {t('in_maintenance_until')} <time dateTime={new Date(endTime!).toISOString()}>{end}</time>
        </p>
      )}
    </StatusScreen>
  );
}
