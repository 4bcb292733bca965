import { useTranslation } from 'react-i18next';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { LotteryViewerContext } from '@/features/lottery/hooks/lottery-viewer';
import { LotteryPage } from '@/features/lottery/components/lottery-page';
import '@/locales/pages';

/** /lottery: the fast e-lottery (prize mode Elott), header only; ?gameCode= and ?playType= choose the game and play type. */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <LotteryViewerContext.Provider value={viewer}>
      <LotteryPage prizeMode="Elott" title={t('in_lottery')} route="/lottery" />
    </LotteryViewerContext.Provider>
  );
}
