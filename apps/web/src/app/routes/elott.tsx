import { useTranslation } from 'react-i18next';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { ElottLobby } from '@/features/lottery/components/elott-lobby';
import { LotteryViewerContext } from '@/features/lottery/hooks/lottery-viewer';
import { getCurrentDrawQueryOptions } from '@/features/lottery/api/get-current-draw';
import { getGameMenuQueryOptions } from '@/features/lottery/api/get-game-menu';
import { getPopularLotteryQueryOptions } from '@/features/lottery/api/get-popular-lottery';
import '@/locales/pages';
import type { FirstScreen } from '../lazy-route';

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

/** What /elott draws first: its fast games with each one's open draw, and the popular games. */
export const prefetch = ({ queryClient, language }: FirstScreen) =>
  Promise.all([
    queryClient.fetchQuery(getGameMenuQueryOptions('Elott')).then(
      (groups) => Promise.all(groups.flatMap((group) => group.gameMenus).map((game) => queryClient.prefetchQuery(getCurrentDrawQueryOptions(game.gameCode, null)))),
      // a failed menu is the page's to show (it asks again)
      () => undefined,
    ),
    queryClient.prefetchQuery(getPopularLotteryQueryOptions('Elott', language)),
  ]);
