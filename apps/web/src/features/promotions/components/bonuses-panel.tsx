import { formatMoney } from '@app/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useBonuses } from '../api/get-bonuses';
import type { PromoPageProps } from '../types';
import { BonusCard } from './bonus-card';
import { confirmForfeit, ForfeitDialog } from './forfeit-dialog';
import styles from './rewards.module.css';
import '../locales/texts';

const PAGE_SIZE = 10;

/**
 * The member's bonuses, a page at a time, newest first: each with its state and wagering progress (an active one can
 * be forfeited), above them the active bonuses' totals. The bonus-details page shows it above the ledger's credits.
 */
export function BonusesPanel({ token }: Pick<PromoPageProps, 'token'>) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [page, setPage] = useState(1);
  const [forfeited, setForfeited] = useState<number>();
  const bonuses = useBonuses(token, { pageNo: page, pageSize: PAGE_SIZE });
  const notYet = bonuses.error instanceof ApiError && bonuses.error.code === 'NOT_IMPLEMENTED';
  let body;
  if (bonuses.isPending)
    body = (
      <div className={styles.skeletonList}>
        <Skeleton height={96} radius={12} />
        <Skeleton height={96} radius={12} />
      </div>
    );
  else if (bonuses.isError && !notYet)
    body = <ErrorState compact message={t(bonuses.error instanceof ApiError ? bonuses.error.messageKey : 'err_network_error')} onRetry={() => void bonuses.refetch()} />;
  else if (!bonuses.data?.list.length) body = <EmptyState compact icon="gift" title={t('promo_bonuses_empty')} text={t('promo_bonuses_empty_text')} />;
  else {
    const { active, list, totalPages } = bonuses.data;
    body = (
      <div className={styles.panelBody}>
        {active.count > 0 && (
          <StatGrid>
            <Stat label={t('promo_active_bonus_balance')} value={<Money value={active.balanceMinor} />} tone="accent" />
            <Stat label={t('promo_wagering_left')} value={<Money value={Math.max(0, active.wageringRequiredMinor - active.wageredMinor)} />} />
          </StatGrid>
        )}
        <ul className={styles.list}>
          {list.map((b) => (
            <BonusCard key={b.id} bonus={b} onForfeit={(bonus) => confirmForfeit(bonus, Math.max(0, active.count - 1))} />
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} onChange={setPage} disabled={bonuses.isFetching} />
      </div>
    );
  }
  return (
    <Panel title={t('promo_bonuses')} testId="bonuses">
      {forfeited !== undefined && <FormAlert tone="success" message={t('promo_forfeited', { amount: formatMoney(forfeited, money) })} />}
      {body}
      <ForfeitDialog onForfeited={setForfeited} />
    </Panel>
  );
}
