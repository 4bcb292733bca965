import { formatMoney } from '@app/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '@/components/ui/toast/toast-store';
import { useMoneyFormat } from '@/config/brand';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { useLiveChannel, useLiveEvent } from '@/lib/live/use-live';
import { balanceQueryKey } from '@/lib/shared-api/balance';
import { missionSummaryQueryRoot } from '@/lib/shared-api/mission-summary';
import { useAuth } from '@/features/auth/stores/auth-store';
import { currentDrawQueryRoot, currentDrawsQueryRoot } from '@/features/lottery/api/get-current-draw';
import { winnerBoardQueryRoot } from '@/features/lobby/api/get-winner-board';
import { chatUnreadQueryRoot } from '@/features/chat/api/get-chat-unread';
import { noticeQueryRoot } from '@/features/notices/api/get-notice';
import { messagesQueryRoot } from '@/features/member-center/api/get-messages';
import { getUnreadCountQueryOptions } from '@/features/member-center/api/get-unread-count';

/**
 * The push channel of a logged-in member and what its events change on screen: the balance (written as pushed, no
 * call), the unread count, the arrival of a deposit, a followed game's draws, the winners board, the arrival notice
 * and the chat unread count (refetched). After
 * a reconnect everything it feeds is asked again once: events sent while it was down are lost.
 */
export function LiveUpdates() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const wasUp = useRef(false);
  useLiveChannel(token);

  useLiveEvent('ready', () => {
    if (wasUp.current && token) {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) });
      void queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions(token).queryKey });
      void queryClient.invalidateQueries({ queryKey: winnerBoardQueryRoot });
      void queryClient.invalidateQueries({ queryKey: currentDrawsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: noticeQueryRoot });
      void queryClient.invalidateQueries({ queryKey: chatUnreadQueryRoot });
    }
    wasUp.current = true;
  });
  useLiveEvent('balance', ({ value }) => {
    if (!token) return;
    queryClient.setQueryData(balanceQueryKey(token), value);
    // bets move mission progress, and every bet moves the balance
    void queryClient.invalidateQueries({ queryKey: missionSummaryQueryRoot });
  });
  useLiveEvent('messages', ({ unread }) => {
    if (!token) return;
    queryClient.setQueryData(getUnreadCountQueryOptions(token).queryKey, { count: unread });
    void queryClient.invalidateQueries({ queryKey: messagesQueryRoot(token) });
  });
  useLiveEvent('deposit', ({ amountMinor }) => {
    toasts.show(t('live_deposit_arrived', { amount: formatMoney(amountMinor, money) }));
    // the deposit records and orders; the balance has its own event
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT, predicate: (query) => query.queryKey[1] !== 'balance' });
  });
  useLiveEvent('draw', ({ gameCode }) => void queryClient.invalidateQueries({ queryKey: currentDrawQueryRoot(gameCode) }));
  useLiveEvent('winners', () => void queryClient.invalidateQueries({ queryKey: winnerBoardQueryRoot }));
  useLiveEvent('notice', () => void queryClient.invalidateQueries({ queryKey: noticeQueryRoot }));
  useLiveEvent('chat', () => void queryClient.invalidateQueries({ queryKey: chatUnreadQueryRoot }));
  return null;
}
