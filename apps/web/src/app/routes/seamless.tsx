import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /seamless: the seamless game page; bars hidden unless toggled (games issue). */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('in_seamless_game')} icon="esports" description={t('in_game_coming_soon')} />;
}
