import { useTranslation } from 'react-i18next';
import { ElottLobby } from '@/features/lottery/components/elott-lobby';
import '@/locales/pages';

/** /elott: the electronic-lottery lobby (fast games with live countdowns, popular lottery). */
export function Component() {
  const { t } = useTranslation();
  return <ElottLobby title={t('in_category_elott')} />;
}
