import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useMemo } from 'react';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { FigureList } from './figure-list';
import { type PaymentsReport, usePaymentsReport } from '../api/payments-report';
import layout from '@/components/ui/layout/layout.module.css';

type Day = PaymentsReport['days'][number];
type Channel = PaymentsReport['channels'][number];
type Status = PaymentsReport['statuses']['deposits'][number];
const minutes = (m: number | null) => (m === null ? '—' : m < 120 ? t('rep_minutes', { n: m }) : t('rep_hours', { n: (m / 60).toFixed(1) }));

/** The report's columns; its amounts are in the brand's currency, `money`. */
const dayColumns = (money: MoneyFormat): TableColumn<Day>[] => [
  { id: 'day', header: t('col_day'), cell: (d) => d.day, csv: (d) => d.day },
  { id: 'deposits', header: t('rep_deposits'), numeric: true, cell: (d) => d.deposits, csv: (d) => d.deposits },
  { id: 'depositMinor', header: t('rep_deposited'), numeric: true, cell: (d) => formatAmount(d.depositMinor, money), csv: (d) => amountText(d.depositMinor, money.digits) },
  { id: 'first', header: t('rep_first_deposits'), numeric: true, cell: (d) => `${d.firstDeposits} · ${formatAmount(d.firstDepositMinor, money)}`, csv: (d) => d.firstDeposits },
  { id: 'withdrawals', header: t('rep_withdrawals'), numeric: true, cell: (d) => d.withdrawals, csv: (d) => d.withdrawals },
  { id: 'withdrawalMinor', header: t('rep_withdrawn'), numeric: true, cell: (d) => formatAmount(d.withdrawalMinor, money), csv: (d) => amountText(d.withdrawalMinor, money.digits) },
  { id: 'payout', header: t('rep_payout_time'), numeric: true, cell: (d) => minutes(d.avgPayoutMinutes), csv: (d) => d.avgPayoutMinutes ?? '' },
];
const channelColumns = (money: MoneyFormat): TableColumn<Channel>[] => [
  { id: 'channel', header: t('rep_channel'), cell: (c) => `${c.name} (${c.channel})` },
  { id: 'deposits', header: t('rep_deposits'), numeric: true, cell: (c) => c.deposits },
  { id: 'first', header: t('rep_first_deposits'), numeric: true, cell: (c) => c.firstDeposits },
  { id: 'amount', header: t('rep_deposited'), numeric: true, cell: (c) => formatAmount(c.depositMinor, money) },
  { id: 'average', header: t('rep_average_deposit'), numeric: true, cell: (c) => formatAmount(c.averageMinor, money) },
];
const statusColumns = (kind: 'deposit' | 'withdrawal', money: MoneyFormat): TableColumn<Status>[] => [
  { id: 'status', header: t('rep_status'), cell: (s) => t(`${kind === 'deposit' ? 'dstatus' : 'wstatus'}.${s.status}` as TextKey) },
  { id: 'count', header: t('rep_orders'), numeric: true, cell: (s) => s.count },
  { id: 'amount', header: t('rep_amount'), numeric: true, cell: (s) => formatAmount(s.amountMinor, money) },
];

function Totals({ report, money }: { report: PaymentsReport; money: MoneyFormat }) {
  const { totals } = report;
  const items: Array<[TextKey, string]> = [
    ['rep_deposited', `${formatAmount(totals.depositMinor, money)} (${totals.deposits})`],
    ['rep_first_deposits', `${totals.firstDeposits} · ${formatAmount(totals.firstDepositMinor, money)}`],
    ['rep_average_deposit', formatAmount(totals.averageDepositMinor, money)],
    ['rep_withdrawn', `${formatAmount(totals.withdrawalMinor, money)} (${totals.withdrawals})`],
    ['rep_payout_time', minutes(totals.avgPayoutMinutes)],
  ];
  return <FigureList label={t('rep_payments_totals')} items={items} />;
}

/** The payments report over the page's range: totals, deposits per day (chart), per channel, and the orders by status. */
export function PaymentsReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const report = usePaymentsReport(brandId ? { brandId, from, to } : null);
  const money = useBrandMoney()(brandId);
  const byDay = useMemo(() => dayColumns(money), [money]);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const { days, channels, statuses } = report.data;
  return (
    <>
      <Totals report={report.data} money={money} />
      <Panel title={t('rep_payments_by_day')} actions={<ExportCsvButton fileName={`payments-${brandId}-${from}-${to}.csv`} columns={byDay} rows={days} />}>
        {days.length === 0 ? (
          <EmptyState title={t('rep_payments_empty')} />
        ) : (
          <>
            {days.length > 1 && <BarChart points={days.map((d) => ({ label: d.day, value: d.depositMinor, text: formatAmount(d.depositMinor, money) }))} name={t('rep_deposited')} labelHeader={t('col_day')} />}
            <DataTable caption={t('rep_payments_by_day')} columns={byDay} rows={days} rowKey={(d) => d.day} />
          </>
        )}
      </Panel>
      <Panel title={t('rep_by_channel')}>
        {channels.length === 0 ? <EmptyState title={t('rep_payments_empty')} /> : <DataTable caption={t('rep_by_channel')} columns={channelColumns(money)} rows={channels} rowKey={(c) => c.channel} />}
      </Panel>
      <div className={layout.grid}>
        <Panel title={t('rep_deposit_orders')}>
          <DataTable caption={t('rep_deposit_orders')} columns={statusColumns('deposit', money)} rows={statuses.deposits} rowKey={(s) => s.status} />
        </Panel>
        <Panel title={t('rep_withdrawal_orders')}>
          <DataTable caption={t('rep_withdrawal_orders')} columns={statusColumns('withdrawal', money)} rows={statuses.withdrawals} rowKey={(s) => s.status} />
        </Panel>
      </div>
    </>
  );
}
