import type { LotteryBet } from '@app/contract/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { ApiError } from '@/lib/api-client';
import { useMyBets } from '../api/get-my-bets';
import { useLotteryViewer } from '../hooks/lottery-viewer';
import { resultHeadline } from './result-board';
import styles from './records.module.css';

const tone: Record<LotteryBet['status'], PillTone> = { open: 'info', won: 'success', lost: 'neutral', cancelled: 'warning' };

/** The member's bets on the game: numbers, play type, stake, status, result and payout. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const viewer = useLotteryViewer();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ gameCode, pageNo: 1 });
  const pageNo = page.gameCode === gameCode ? page.pageNo : 1;
  const bets = useMyBets(viewer.token, gameCode, pageNo);

  // a bet settled since the last look: the balance moved
  const settled = bets.data?.list.filter((b) => b.status !== 'open').map((b) => b.id).join(',') ?? '';
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== settled) void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    seen.current = settled;
  }, [settled, queryClient]);

  if (!viewer.token) return <EmptyState compact icon="inbox" title={t('lottery_bets_login')} />;
  if (bets.isPending)
    return (
      <div className={styles.skeleton}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  if (bets.isError) return <ErrorState compact message={t(bets.error instanceof ApiError ? bets.error.messageKey : 'err_network_error')} onRetry={() => void bets.refetch()} />;
  if (bets.data.list.length === 0) return <EmptyState compact title={t('lottery_no_bets')} text={t('lottery_no_bets_text')} />;
  return (
    <div>
      <ul className={styles.list} data-testid="my-bets">
        {bets.data.list.map((bet) => (
          <li key={bet.id} className={styles.bet} data-status={bet.status} data-testid="my-bet">
            <div className={styles.betHead}>
              <span className={styles.betType}>{t(`lottery_play_${bet.playType.toLowerCase()}`)}</span>
              <StatusPill tone={tone[bet.status]} testId="bet-status">
                {t(`lottery_status_${bet.status}`)}
              </StatusPill>
            </div>
            <div className={styles.betPicks}>
              {bet.numbers.map((n) => (/^\d+$/.test(n) ? n : t(`lottery_option_${n.toLowerCase()}`))).join(', ')}
            </div>
            <dl className={styles.betFigures}>
              <div>
                <dt>{t('lottery_draw')}</dt>
                <dd>{bet.drawNo}</dd>
              </div>
              <div>
                <dt>{t('lottery_total_stake')}</dt>
                <dd>
                  <Money value={bet.stakeMinor} />
                </dd>
              </div>
              <div>
                <dt>{bet.status === 'open' ? t('lottery_potential_win') : t('lottery_payout')}</dt>
                <dd data-testid="bet-payout">
                  <Money value={bet.status === 'open' ? bet.potentialWinMinor : bet.payoutMinor} />
                </dd>
              </div>
              {bet.result && (
                <div>
                  <dt>{t('lottery_result')}</dt>
                  <dd>{resultHeadline(bet.result)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      {bets.data.totalPages > 1 && (
        <Pagination page={pageNo} totalPages={bets.data.totalPages} onChange={(p) => setPage({ gameCode, pageNo: p })} />
      )}
    </div>
  );
}
