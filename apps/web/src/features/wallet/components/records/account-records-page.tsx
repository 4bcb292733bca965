import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useAccountRecords } from '../../api/get-account-records';
import { useMerchantWallet } from '../../api/get-merchant-wallet';
import type { WalletPageProps } from '../../types';
import { formatDateTime, rangeProblem, rangeQuery } from '../../utils/dates';
import { SelectField } from '../form/field';
import styles from '../wallet.module.css';
import { recordTypes } from './ledger-kinds';
import { initialRange, RangeFilter } from './range-filter';
import { RecordsBody } from './records-body';
import '../../locales/texts';

const PAGE_SIZE = 20;

/** Account records (transactionHistory): every movement of the member's money, by transaction type and dates. */
export function AccountRecordsPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const vendors = useMerchantWallet(token);
  const [range, setRange] = useState(() => initialRange('7d'));
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const valid = !rangeProblem(range.range);
  const [lastValid, setLastValid] = useState(range.range);
  if (valid && lastValid !== range.range) setLastValid(range.range);
  const kinds = recordTypes.find((r) => r.key === type)?.kinds;
  const records = useAccountRecords(token, {
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...rangeQuery(valid ? range.range : lastValid),
    ...(kinds ? { kind: kinds.join(',') } : {}),
  });
  const walletName = (code: string) => (code === 'MAIN' ? t('wl_main_wallet') : (vendors.data?.list.find((v) => v.vassalage === code)?.name ?? code));

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
          <SelectField
            label={t('wl_transaction_type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('in_all')}</option>
            {recordTypes.map((r) => (
              <option key={r.key} value={r.key}>
                {t(`wl_type_${r.key}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Panel>
      {records.data && (
        <StatGrid>
          <Stat label={t('wl_money_in')} value={<Money value={records.data.totalInMinor} />} tone="up" />
          <Stat label={t('wl_money_out')} value={<Money value={records.data.totalOutMinor} />} tone={records.data.totalOutMinor ? 'down' : undefined} />
          <Stat label={t('wl_entries')} value={records.data.total.toLocaleString('en-US')} />
        </StatGrid>
      )}
      <Panel flush testId="account-records">
        <RecordsBody query={records} icon="records" emptyTitle={t('wl_no_records')}>
          {(data) => (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-busy={records.isPlaceholderData || undefined}>
                <thead>
                  <tr>
                    <th>{t('wl_time')}</th>
                    <th>{t('wl_transaction_type')}</th>
                    <th>{t('wl_wallet')}</th>
                    <th className={styles.right}>{t('wl_amount')}</th>
                    <th className={styles.right}>{t('wl_balance_after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.id} data-kind={r.kind} data-testid="account-record">
                      <td className={`${styles.num} ${styles.cTime}`}>{formatDateTime(r.createdAt, language)}</td>
                      <td className={styles.cTitle}>
                        <span className={styles.cellTitle}>{t(`wl_kind_${r.kind}`)}</span>
                        {r.reference && <span className={styles.cellSub}>{r.reference}</span>}
                      </td>
                      <td className={styles.cHideNarrow}>{walletName(r.wallet)}</td>
                      <td className={`${styles.right} ${styles.num} ${styles.cAmount} ${r.amountMinor > 0 ? styles.up : styles.down}`}>
                        {r.amountMinor > 0 ? '+' : ''}
                        <Money value={r.amountMinor} />
                      </td>
                      <td className={`${styles.right} ${styles.num} ${styles.cMeta}`} data-label={t('wl_balance_after')}>
                        <Money value={r.balanceAfterMinor} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </RecordsBody>
      </Panel>
      {records.data && <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} disabled={records.isFetching} />}
    </div>
  );
}
