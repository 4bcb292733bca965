import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isTrial } from '@/features/auth/utils/roles';
import { LotteryViewerContext, type LotteryViewer } from '@/features/lottery/hooks/lottery-viewer';
import { LotteryPage } from '@/features/lottery/components/lottery-page';
import '@/locales/pages';

/** /vnlottery: the Vietnamese lottery (prize mode Lott); bars hidden unless toggled; ?gameCode= chooses the game. */
export function Component() {
  const { t } = useTranslation();
  const { token, account, isAgent } = useAuth();
  const viewer = useMemo<LotteryViewer>(() => ({ token, username: token ? account : null, trial: isTrial(isAgent) }), [token, account, isAgent]);
  return (
    <LotteryViewerContext.Provider value={viewer}>
      <LotteryPage prizeMode="Lott" title={t('in_vn_lottery')} route="/vnlottery" />
    </LotteryViewerContext.Provider>
  );
}
