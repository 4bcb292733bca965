import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useAccountRecords } from '../../api/get-account-records';
import type { WalletPageProps } from '../../types';
import { formatDateTime, presetRange, rangeQuery } from '../../utils/dates';
import styles from '../wallet.module.css';
import { RecordsBody } from './records-body';
import '../../locales/texts';

/**
 * Manual rebate: claiming a rebate on valid bets arrives with the promotions issue (no call yet); the page already
 * shows the rebates the member received (the ledger's rebate entries of the last 90 days).
 */
export function ManualRebatePage({ token, go }: WalletPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range] = useState(() => presetRange('90d'));
  const rebates = useAccountRecords(token, { pageNo: 1, pageSize: 20, kind: 'rebate', ...rangeQuery(range) });
  return (
    <div className={styles.stack}>
      <Panel>
        <div className={styles.intro}>
          <span className={styles.introIcon}>
            <Glyph name="rebate" size={24} />
          </span>
          <div>
            <strong>{t('wl_rebate_title')}</strong>
            <p>{t('wl_rebate_text')}</p>
          </div>
        </div>
      </Panel>
      {rebates.data && (
        <StatGrid>
          <Stat label={t('wl_rebate_received')} value={<Money value={rebates.data.totalInMinor} />} tone="accent" />
          <Stat label={t('wl_entries')} value={rebates.data.total.toLocaleString('en-US')} />
        </StatGrid>
      )}
      <Panel title={t('wl_rebate_history')} flush action={
          <button type="button" className={styles.textLink} onClick={() => go('personalHistoryCopy')}>
            {t('in_betting_record')}
          </button>
        }>
        <RecordsBody query={rebates} icon="rebate" emptyTitle={t('wl_no_rebates')}>
          {(data) => (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('wl_time')}</th>
                  <th>{t('wl_reference')}</th>
                  <th className={styles.right}>{t('wl_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id}>
                    <td className={`${styles.num} ${styles.cTime}`}>{formatDateTime(r.createdAt, language)}</td>
                    <td className={styles.cTitle}>{r.reference ?? '—'}</td>
                    <td className={`${styles.right} ${styles.num} ${styles.cAmount} ${styles.up}`}>
                      <Money value={r.amountMinor} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </RecordsBody>
      </Panel>
    </div>
  );
}
