import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isTrial } from '@/features/auth/utils/roles';
import { LotteryViewerContext, type LotteryViewer } from '@/features/lottery/hooks/lottery-viewer';
import { LotteryPage } from '@/features/lottery/components/lottery-page';
import '@/locales/pages';

/** /lottery: the fast e-lottery (prize mode Elott), header only; ?gameCode= and ?playType= choose the game and play type. */
export function Component() {
  const { t } = useTranslation();
  const { token, account, isAgent } = useAuth();
  const viewer = useMemo<LotteryViewer>(() => ({ token, username: token ? account : null, trial: isTrial(isAgent) }), [token, account, isAgent]);
  return (
    <LotteryViewerContext.Provider value={viewer}>
      <LotteryPage prizeMode="Elott" title={t('in_lottery')} route="/lottery" />
    </LotteryViewerContext.Provider>
  );
}
