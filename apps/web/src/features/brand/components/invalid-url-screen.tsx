import type { CustomerService } from '@app/contract/brand';
import { useTranslation } from 'react-i18next';
import { ContactUsButton } from './contact-us-button';
import { StatusScreen } from './status-screen';
import '@/locales/pages';

/** The domain check failed: this host is not an entry of the brand (a copy or a mistyped address), so no site. */
export function InvalidUrlScreen({
  domain,
  brand,
  services,
}: {
  domain: string;
  brand: { name: string; logo: string };
  services: readonly CustomerService[];
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon="shield" tone="accent" title={t('in_invalid_url_title')} brand={brand} actions={<ContactUsButton services={services} />}>
      <p>{t('in_invalid_url_text')}</p>
      <p data-testid="invalid-domain">{t('in_invalid_url_domain', { domain, brand: brand.name })}</p>
    </StatusScreen>
  );
}
