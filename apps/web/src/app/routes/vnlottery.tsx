import { useTranslation } from 'react-i18next';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { LotteryViewerContext } from '@/features/lottery/hooks/lottery-viewer';
import { LotteryPage } from '@/features/lottery/components/lottery-page';
import { prefetchLotteryPage } from '@/features/lottery/api/prefetch-lottery-page';
import '@/locales/pages';
import type { FirstScreen } from '../lazy-route';

/** /vnlottery: the Vietnamese lottery (prize mode Lott); bars hidden unless toggled; ?gameCode= chooses the game. */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <LotteryViewerContext.Provider value={viewer}>
      <LotteryPage prizeMode="Lott" title={t('in_vn_lottery')} route="/vnlottery" />
    </LotteryViewerContext.Provider>
  );
}

/** The games menu, and the chosen game's current draw and rules: the first render draws the page with them. */
export const prefetch = ({ queryClient, url, token }: FirstScreen) => prefetchLotteryPage(queryClient, 'Lott', url.searchParams, token);
