import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useBonusDetails } from '../../api/get-bonus-details';
import type { WalletPageProps } from '../../types';
import { formatWhen, wholeNumber } from '@/lib/format';
import { RecordsPage, useRecordsFilter } from './records-page';
import styles from '../wallet.module.css';
import '../../locales/texts';

const PAGE_SIZE = 20;

/** Bonus details: bonuses, rebates and other credits the member received, with their total. */
export function BonusDetailsPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const filter = useRecordsFilter('30d');
  const bonuses = useBonusDetails(token, { pageNo: filter.page, pageSize: PAGE_SIZE, ...filter.dates });
  return (
    <RecordsPage
      filter={filter}
      query={bonuses}
      testId="bonus-details"
      icon="gift"
      emptyTitle={t('wl_no_bonuses')}
      stats={(data) => (
        <StatGrid>
          <Stat label={t('wl_bonus_total')} value={<Money value={data.totalMinor} />} tone="accent" />
          <Stat label={t('wl_entries')} value={wholeNumber(data.total)} />
        </StatGrid>
      )}
    >
      {(data) => (
        <>
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
                <td className={`${styles.num} ${styles.cTime}`}>{formatWhen(b.createdAt, language)}</td>
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
        </>
      )}
    </RecordsPage>
  );
}
