import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useRebateHistory } from '../api/get-rebate-history';
import { formatWhen, percentText } from '@/lib/format';
import styles from './rewards.module.css';

const PAGE_SIZE = 10;
const HISTORY_DAYS = 90;

/** The start of the history: local midnight 89 days ago (the last 90 days, today included). */
function historyStart(now = new Date()) {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (HISTORY_DAYS - 1)).getTime();
}

/** The member's rebate claims of the last 90 days, a page at a time, each with its categories. */
export function RebateHistory({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [startTime] = useState(() => historyStart());
  const history = useRebateHistory(token, { pageNo: page, pageSize: PAGE_SIZE, startTime });
  let body;
  if (history.isPending)
    body = (
      <div className={styles.skeletonList}>
        <Skeleton height={40} radius={10} />
        <Skeleton height={40} radius={10} />
      </div>
    );
  else if (history.isError)
    body = <ErrorState compact message={t(history.error instanceof ApiError ? history.error.messageKey : 'err_network_error')} onRetry={() => void history.refetch()} />;
  else if (history.data.list.length === 0) body = <EmptyState compact icon="rebate" title={t('promo_rebate_history_empty')} />;
  else
    body = (
      <>
        <table className={styles.table} data-testid="rebate-history">
          <thead>
            <tr>
              <th>{t('promo_time')}</th>
              <th>{t('promo_game_category')}</th>
              <th className={styles.right}>{t('promo_amount')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.list.map((claim) => (
              <tr key={claim.id}>
                <td className={styles.nowrap}>{formatWhen(claim.createdAt, language)}</td>
                <td className={styles.small}>
                  {claim.lines.map((l) => `${t(`in_category_${l.gameType.toLowerCase()}`)} ${percentText(l.rateBp)}`).join(' · ')}
                </td>
                <td className={styles.right}>
                  <Money value={claim.amountMinor} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} disabled={history.isFetching} />
      </>
    );
  return (
    <Panel title={t('promo_rebate_history', { days: HISTORY_DAYS })} flush testId="rebate-history-panel">
      {body}
    </Panel>
  );
}
