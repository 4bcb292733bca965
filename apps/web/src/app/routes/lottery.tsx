import { useTranslation } from 'react-i18next';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { LotteryViewerContext } from '@/features/lottery/hooks/lottery-viewer';
import { LotteryPage } from '@/features/lottery/components/lottery-page';
import { prefetchLotteryPage } from '@/features/lottery/api/prefetch-lottery-page';
import '@/locales/pages';
import type { FirstScreen } from '../lazy-route';

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

/** The games menu, and the chosen game's current draw and rules: the first render draws the page with them. */
export const prefetch = ({ queryClient, url, token }: FirstScreen) => prefetchLotteryPage(queryClient, 'Elott', url.searchParams, token);
