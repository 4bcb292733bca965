import { formatMoney } from '@app/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { useMoneyFormat } from '@/config/brand';
import { wholeNumber } from '@/lib/format';
import { useProfitLoss } from '../../api/get-profit-loss';
import type { WalletPageProps } from '../../types';
import { rangeProblem, rangeQuery, toDateInput, type DayRange } from '../../utils/dates';
import styles from '../wallet.module.css';
import { tone } from './bet-records-page';
import { RecordsBody } from './records-body';
import '../../locales/texts';

type Period = 'day' | 'week' | 'month';

/** How far back each period looks by default: 14 days, 12 weeks, 12 months. */
function defaultRange(period: Period, now = new Date()): DayRange {
  const from = new Date(now);
  if (period === 'day') from.setDate(from.getDate() - 13);
  if (period === 'week') from.setDate(from.getDate() - 7 * 12 + 1);
  if (period === 'month') from.setMonth(from.getMonth() - 11, 1);
  return { from: toDateInput(from), to: toDateInput(now) };
}

/** Personal profit and loss (personalProfit) by day, week or month: totals, a chart and the periods. */
export function ProfitLossPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [period, setPeriod] = useState<Period>('day');
  const [range, setRange] = useState(() => defaultRange('day'));
  const report = useProfitLoss(token, { period, ...rangeQuery(rangeProblem(range) ? defaultRange(period) : range) });
  const max = Math.max(1, ...(report.data?.list.map((p) => Math.abs(p.profitMinor)) ?? [1]));
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Segmented
          label={t('wl_period')}
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setRange(defaultRange(p));
          }}
          options={[
            { value: 'day', label: t('wl_by_day') },
            { value: 'week', label: t('wl_by_week') },
            { value: 'month', label: t('wl_by_month') },
          ]}
        />
        <span className={`${styles.small} ${styles.muted}`}>
          {range.from} – {range.to}
        </span>
      </div>
      {report.data && (
        <StatGrid>
          <Stat label={t('wl_bets')} value={wholeNumber(report.data.totals.count)} />
          <Stat label={t('wl_stake')} value={<Money value={report.data.totals.stakeMinor} />} />
          <Stat label={t('wl_payout')} value={<Money value={report.data.totals.payoutMinor} />} />
          <Stat label={t('wl_profit')} value={<Money value={report.data.totals.profitMinor} />} tone={tone(report.data.totals.profitMinor)} testId="profit-total" />
        </StatGrid>
      )}
      <Panel flush testId="profit-loss">
        <RecordsBody query={report} icon="chart" emptyTitle={t('wl_no_bets')}>
          {(data) => (
            <>
              <div className={styles.chart} role="img" aria-label={t('wl_profit_chart')}>
                {[...data.list].reverse().map((p) => (
                  <div key={p.period} className={styles.bar} title={`${p.period}: ${formatMoney(p.profitMinor, money)}`}>
                    <div className={styles.barHalf}>{p.profitMinor > 0 && <div className={styles.barFill} style={{ height: `${(p.profitMinor / max) * 100}%` }} />}</div>
                    <div className={styles.barHalf}>{p.profitMinor < 0 && <div className={styles.barFill} style={{ height: `${(-p.profitMinor / max) * 100}%` }} />}</div>
                  </div>
                ))}
              </div>
              <div className={styles.tableWrap}>
                <table className={styles.table} aria-busy={report.isPlaceholderData || undefined}>
                  <thead>
                    <tr>
                      <th>{t(`wl_period_${period}`)}</th>
                      <th className={styles.right}>{t('wl_bets')}</th>
                      <th className={styles.right}>{t('wl_stake')}</th>
                      <th className={styles.right}>{t('wl_payout')}</th>
                      <th className={styles.right}>{t('wl_profit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((p) => (
                      <tr key={p.period}>
                        <td className={`${styles.num} ${styles.cellTitle} ${styles.cTitle}`}>{period === 'month' ? p.period.slice(0, 7) : p.period}</td>
                        <td className={`${styles.right} ${styles.num} ${styles.cMeta}`} data-label={t('wl_bets')}>
                          {p.betCount}
                        </td>
                        <td className={`${styles.right} ${styles.num} ${styles.cX1}`} data-label={t('wl_stake')}>
                          <Money value={p.stakeMinor} />
                        </td>
                        <td className={`${styles.right} ${styles.num} ${styles.cX2}`} data-label={t('wl_payout')}>
                          <Money value={p.payoutMinor} />
                        </td>
                        <td className={`${styles.right} ${styles.num} ${styles.cAmount} ${p.profitMinor > 0 ? styles.up : p.profitMinor < 0 ? styles.down : ''}`}>
                          <Money value={p.profitMinor} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </RecordsBody>
      </Panel>
    </div>
  );
}
