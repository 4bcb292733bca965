import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /game: a launched game in an iframe (games issue). */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('in_game_window')} icon="slots" description={t('in_game_coming_soon')} />;
}
