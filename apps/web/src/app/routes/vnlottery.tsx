import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /vnlottery: the Vietnamese lottery page; bars hidden unless toggled (lottery issue). */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('in_vn_lottery')} icon="lottery" description={t('in_lottery_coming_soon')} />;
}
