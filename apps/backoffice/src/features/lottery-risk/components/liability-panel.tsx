import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatAmount, formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type DrawLiability, useLiability } from '../api/get-liability';
import styles from './lottery-risk.module.css';

const major = (minor: number) => (minor / 100).toFixed(2);

const columns: TableColumn<DrawLiability>[] = [
  { id: 'drawNo', header: t('risk_draw'), cell: (d) => <span className="mono">{d.drawNo}</span>, csv: (d) => d.drawNo },
  { id: 'drawAt', header: t('liab_drawn_at'), cell: (d) => (d.status === 'cancelled' ? t('liab_cancelled') : formatTime(d.drawAt)), csv: (d) => `${d.drawAt} ${d.status}` },
  { id: 'tickets', header: t('risk_tickets'), numeric: true, cell: (d) => d.tickets, csv: (d) => d.tickets },
  { id: 'players', header: t('liab_players'), numeric: true, cell: (d) => d.players, csv: (d) => d.players },
  { id: 'stake', header: t('risk_stake'), numeric: true, cell: (d) => formatAmount(d.stakeMinor), csv: (d) => major(d.stakeMinor) },
  { id: 'payout', header: t('liab_paid'), numeric: true, cell: (d) => formatAmount(d.payoutMinor), csv: (d) => major(d.payoutMinor) },
  {
    id: 'house',
    header: t('liab_house'),
    numeric: true,
    cell: (d) => <span className={d.houseMinor < 0 ? styles.full : undefined}>{formatAmount(d.houseMinor)}</span>,
    csv: (d) => major(d.houseMinor),
  },
  { id: 'worst', header: t('liab_worst'), numeric: true, cell: (d) => formatAmount(d.worstPayoutMinor), csv: (d) => major(d.worstPayoutMinor) },
];

/** The liability report: the game's last 30 finished draws for the brand, newest first (a loss for the house in red). */
export function LiabilityPanel({ brandId, gameCode }: { brandId: string; gameCode: string }) {
  const liability = useLiability(brandId, gameCode);
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
