import { BONUS_WALLET_PREFIX } from '@app/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { SelectField } from '@/components/ui/form/field';
import { useAccountRecords } from '../../api/get-account-records';
import { useMerchantWallet } from '../../api/get-merchant-wallet';
import type { WalletPageProps } from '../../types';
import { formatWhen, wholeNumber } from '@/lib/format';
import { recordTypes } from './ledger-kinds';
import { RecordsPage, useRecordsFilter } from './records-page';
import styles from '../wallet.module.css';
import '../../locales/texts';

const PAGE_SIZE = 20;

/** Account records (transactionHistory): every movement of the member's money, by transaction type and dates. */
export function AccountRecordsPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const vendors = useMerchantWallet(token);
  const filter = useRecordsFilter('7d');
  const [type, setType] = useState('');
  const kinds = recordTypes.find((r) => r.key === type)?.kinds;
  const records = useAccountRecords(token, {
    pageNo: filter.page,
    pageSize: PAGE_SIZE,
    ...filter.dates,
    ...(kinds ? { kind: kinds.join(',') } : {}),
  });
  const walletName = (code: string) => {
    if (code === 'MAIN') return t('wl_main_wallet');
    if (code.startsWith(BONUS_WALLET_PREFIX)) return t('wl_bonus_wallet');
    return vendors.data?.list.find((v) => v.vassalage === code)?.name ?? code;
  };

  return (
    <RecordsPage
      filter={filter}
      query={records}
      testId="account-records"
      icon="records"
      emptyTitle={t('wl_no_records')}
      filters={
        <SelectField
          label={t('wl_transaction_type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            filter.restart();
          }}
        >
          <option value="">{t('in_all')}</option>
          {recordTypes.map((r) => (
            <option key={r.key} value={r.key}>
              {t(`wl_type_${r.key}`)}
            </option>
          ))}
        </SelectField>
      }
      stats={(data) => (
        <StatGrid>
          <Stat label={t('wl_money_in')} value={<Money value={data.totalInMinor} />} tone="up" />
          <Stat label={t('wl_money_out')} value={<Money value={data.totalOutMinor} />} tone={data.totalOutMinor ? 'down' : undefined} />
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
              <th>{t('wl_wallet')}</th>
              <th className={styles.right}>{t('wl_amount')}</th>
              <th className={styles.right}>{t('wl_balance_after')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id} data-kind={r.kind} data-testid="account-record">
                <td className={`${styles.num} ${styles.cTime}`}>{formatWhen(r.createdAt, language)}</td>
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
        </>
      )}
    </RecordsPage>
  );
}
