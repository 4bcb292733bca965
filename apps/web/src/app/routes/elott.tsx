import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isTrial } from '@/features/auth/utils/roles';
import { ElottLobby } from '@/features/lottery/components/elott-lobby';
import { LotteryViewerContext, type LotteryViewer } from '@/features/lottery/hooks/lottery-viewer';
import '@/locales/pages';

/** /elott: the electronic-lottery lobby (fast games with live countdowns, popular lottery, the external lottery window). */
export function Component() {
  const { t } = useTranslation();
  const { token, account, isAgent } = useAuth();
  const viewer = useMemo<LotteryViewer>(() => ({ token, username: token ? account : null, trial: isTrial(isAgent) }), [token, account, isAgent]);
  return (
    <LotteryViewerContext.Provider value={viewer}>
      <ElottLobby title={t('in_category_elott')} />
    </LotteryViewerContext.Provider>
  );
}
