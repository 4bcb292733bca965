import { useTranslation } from 'react-i18next';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { ElottLobby } from '@/features/lottery/components/elott-lobby';
import { LotteryViewerContext } from '@/features/lottery/hooks/lottery-viewer';
import '@/locales/pages';

/** /elott: the electronic-lottery lobby (fast games with live countdowns, popular lottery, the external lottery window). */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <LotteryViewerContext.Provider value={viewer}>
      <ElottLobby title={t('in_category_elott')} />
    </LotteryViewerContext.Provider>
  );
}
