import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useBonusDetails } from '../../api/get-bonus-details';
import type { WalletPageProps } from '../../types';
import { formatDateTime, rangeProblem, rangeQuery } from '../../utils/dates';
import styles from '../wallet.module.css';
import { initialRange, RangeFilter } from './range-filter';
import { RecordsBody } from './records-body';
import '../../locales/texts';

const PAGE_SIZE = 20;

/** Bonus details: bonuses, rebates and other credits the member received, with their total. */
export function BonusDetailsPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range, setRange] = useState(() => initialRange('30d'));
  const [page, setPage] = useState(1);
  const valid = !rangeProblem(range.range);
  const [lastValid, setLastValid] = useState(range.range);
  if (valid && lastValid !== range.range) setLastValid(range.range);
  const bonuses = useBonusDetails(token, { pageNo: page, pageSize: PAGE_SIZE, ...rangeQuery(valid ? range.range : lastValid) });
  return (
    <div className={styles.stack}>
      <Panel>
        <div className={styles.filters}>
          <RangeFilter
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
        </div>
      </Panel>
      {bonuses.data && (
        <StatGrid>
          <Stat label={t('wl_bonus_total')} value={<Money value={bonuses.data.totalMinor} />} tone="accent" />
          <Stat label={t('wl_entries')} value={bonuses.data.total.toLocaleString('en-US')} />
        </StatGrid>
      )}
      <Panel flush testId="bonus-details">
        <RecordsBody query={bonuses} icon="gift" emptyTitle={t('wl_no_bonuses')}>
          {(data) => (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-busy={bonuses.isPlaceholderData || undefined}>
                <thead>
                  <tr>
                    <th>{t('wl_time')}</th>
                    <th>{t('wl_transaction_type')}</th>
                    <th className={styles.right}>{t('wl_amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <tr key={b.id}>
                      <td className={`${styles.num} ${styles.cTime}`}>{formatDateTime(b.createdAt, language)}</td>
                      <td className={styles.cTitle}>
                        <span className={styles.cellTitle}>{t(`wl_kind_${b.kind}`)}</span>
                        {b.reference && <span className={styles.cellSub}>{b.reference}</span>}
                      </td>
                      <td className={`${styles.right} ${styles.num} ${styles.cAmount} ${styles.up}`}>
                        <Money value={b.amountMinor} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </RecordsBody>
      </Panel>
      {bonuses.data && <Pagination page={page} totalPages={bonuses.data.totalPages} onChange={setPage} disabled={bonuses.isFetching} />}
    </div>
  );
}
