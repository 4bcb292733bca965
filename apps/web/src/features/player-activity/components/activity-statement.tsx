import { formatMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useActivityStatement } from '../api/get-activity-statement';
import { hoursMinutes, signedMoney } from '../utils/format';
import styles from './player-activity.module.css';
import { formatMonth, moneyFormatIn } from '@/lib/format';
import '../locales/texts';

/** Hands the statement's CSV to the browser as a file (a byte-order mark first, so spreadsheets read it as UTF-8). */
function downloadCsv(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Deposits, withdrawals, net position and time played per month for the last 12 months, and the same as a CSV file
 * (the responsible-gaming page embeds it).
 */
export function ActivityStatement({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const brandMoney = useMoneyFormat();
  const statement = useActivityStatement(token);

  let content;
  if (statement.isPending) content = <Skeleton height={240} radius={16} />;
  else if (statement.isError)
    content = <ErrorState compact message={t(statement.error instanceof ApiError ? statement.error.messageKey : 'err_network_error')} onRetry={() => void statement.refetch()} />;
  else {
    const { months, csv, currencySymbol } = statement.data;
    // the statement names its symbol; the decimals and grouping are the brand's
    const money = moneyFormatIn(currencySymbol, brandMoney);
    const active = months.some((m) => m.depositsMinor || m.withdrawalsMinor || m.stakesMinor || m.playedSeconds);
    content = active ? (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="activity-statement">
            <thead>
              <tr>
                <th scope="col">{t('pa_month')}</th>
                <th scope="col">{t('pa_deposits')}</th>
                <th scope="col">{t('pa_withdrawals')}</th>
                <th scope="col">{t('pa_net')}</th>
                <th scope="col">{t('pa_played')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonth(m.month, i18n.language)}</th>
                  <td>{formatMoney(m.depositsMinor, money)}</td>
                  <td>{formatMoney(m.withdrawalsMinor, money)}</td>
                  <td data-sign={m.netPositionMinor < 0 ? 'loss' : undefined}>{signedMoney(m.netPositionMinor, money)}</td>
                  <td>{hoursMinutes(m.playedSeconds, { h: t('pa_hours'), min: t('pa_minutes') })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button variant="outline" onClick={() => downloadCsv(csv, `activity-statement-${months[0]?.month ?? ''}.csv`)} data-testid="statement-csv">
          {t('pa_download_csv')}
        </Button>
      </>
    ) : (
      <EmptyState compact icon="records" title={t('pa_statement_empty')} />
    );
  }
  return (
    <section className={styles.card} aria-labelledby="activity-statement-title">
      <h2 id="activity-statement-title" className={styles.cardTitle}>{t('pa_statement_title')}</h2>
      <p className={styles.muted}>{t('pa_statement_text')}</p>
      {content}
    </section>
  );
}
