import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /pointMall: the points mall (points issue). */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('in_point_mall')} icon="gift" description={t('in_point_mall_coming_soon')} />;
}
