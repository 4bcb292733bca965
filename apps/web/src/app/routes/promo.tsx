import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /promotions: the promotions list (promotions issue). */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('in_promotions')} icon="gift" description={t('in_promotions_coming_soon')} />;
}
