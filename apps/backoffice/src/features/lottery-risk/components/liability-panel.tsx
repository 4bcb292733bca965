import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useMemo } from 'react';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { type DrawLiability, useLiability } from '../api/get-liability';
import styles from './lottery-risk.module.css';

const liabilityColumns = (money: MoneyFormat): TableColumn<DrawLiability>[] => [
  { id: 'drawNo', header: t('risk_draw'), cell: (d) => <span className="mono">{d.drawNo}</span>, csv: (d) => d.drawNo },
  { id: 'drawAt', header: t('liab_drawn_at'), cell: (d) => (d.status === 'cancelled' ? t('liab_cancelled') : formatTime(d.drawAt)), csv: (d) => `${d.drawAt} ${d.status}` },
  { id: 'tickets', header: t('risk_tickets'), numeric: true, cell: (d) => d.tickets, csv: (d) => d.tickets },
  { id: 'players', header: t('liab_players'), numeric: true, cell: (d) => d.players, csv: (d) => d.players },
  { id: 'stake', header: t('risk_stake'), numeric: true, cell: (d) => formatAmount(d.stakeMinor, money), csv: (d) => amountText(d.stakeMinor, money.digits) },
  { id: 'payout', header: t('liab_paid'), numeric: true, cell: (d) => formatAmount(d.payoutMinor, money), csv: (d) => amountText(d.payoutMinor, money.digits) },
  {
    id: 'house',
    header: t('liab_house'),
    numeric: true,
    cell: (d) => <span className={d.houseMinor < 0 ? styles.full : undefined}>{formatAmount(d.houseMinor, money)}</span>,
    csv: (d) => amountText(d.houseMinor, money.digits),
  },
  { id: 'worst', header: t('liab_worst'), numeric: true, cell: (d) => formatAmount(d.worstPayoutMinor, money), csv: (d) => amountText(d.worstPayoutMinor, money.digits) },
];

/**
 * The liability report: the game's last 30 finished draws for the brand, newest first (a loss for the house in red),
 * in `money`, the brand's currency.
 */
export function LiabilityPanel({ brandId, money, gameCode }: { brandId: string; money: MoneyFormat; gameCode: string }) {
  const liability = useLiability(brandId, gameCode);
  const columns = useMemo(() => liabilityColumns(money), [money]);
  const rows = liability.data?.list ?? [];
  return (
    <Panel title={t('liab_title')} actions={<ExportCsvButton fileName={`liability-${brandId}-${gameCode}.csv`} columns={columns} rows={rows} />}>
      {liability.isPending ? (
        <LoadingState rows={4} />
      ) : liability.isError ? (
        <ErrorState error={liability.error} onRetry={() => void liability.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('liab_empty')} />
      ) : (
        <DataTable caption={t('liab_title')} columns={columns} rows={rows} rowKey={(d) => d.drawNo} />
      )}
    </Panel>
  );
}
