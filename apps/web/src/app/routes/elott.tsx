import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /elott: electronic lottery (games issue). */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('in_category_elott')} icon="lottery" description={t('in_elott_coming_soon')} />;
}
