import type { CustomerService } from '@app/contract/brand';
import { useTranslation } from 'react-i18next';
import { ContactUsButton } from './contact-us-button';
import { StatusScreen } from './status-screen';
import styles from './status-screen.module.css';
import '@/locales/pages';

/** Status 2: the visitor's IP or region may not use the site. */
export function RegionScreen({
  location,
  brand,
  services,
}: {
  location: { ip: string; country: string };
  brand?: { name: string; logo: string };
  services: readonly CustomerService[];
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon="shield" tone="accent" title={t('in_region_title')} brand={brand} actions={<ContactUsButton services={services} />}>
      <p>{t('in_region_text')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('in_your_ip')}</dt>
          <dd data-testid="visitor-ip">{location.ip}</dd>
        </div>
        <div>
          <dt>{t('in_your_country')}</dt>
          <dd data-testid="visitor-country">{location.country}</dd>
        </div>
      </dl>
    </StatusScreen>
  );
}
