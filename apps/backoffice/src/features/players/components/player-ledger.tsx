import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatAmount, formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type LedgerRow, usePlayerLedger } from '../api/get-player-ledger';

const PAGE_SIZE = 25;
const defaults = { ledgerPage: '1' };
const major = (minor: number) => (minor / 100).toFixed(2);

const columns: TableColumn<LedgerRow>[] = [
  { id: 'at', header: t('col_when'), cell: (r) => formatTime(r.at), csv: (r) => r.at },
  { id: 'wallet', header: t('col_wallet'), cell: (r) => r.wallet, csv: (r) => r.wallet },
  { id: 'kind', header: t('col_entry_kind'), cell: (r) => r.kind, csv: (r) => r.kind },
  {
    id: 'amount',
    header: t('col_amount'),
    numeric: true,
    cell: (r) => <span className={r.amountMinor < 0 ? 'negative' : undefined}>{formatAmount(r.amountMinor)}</span>,
    csv: (r) => major(r.amountMinor),
  },
  { id: 'after', header: t('col_balance_after'), numeric: true, cell: (r) => formatAmount(r.balanceAfterMinor), csv: (r) => major(r.balanceAfterMinor) },
  { id: 'reference', header: t('col_reference'), cell: (r) => <span className="mono">{r.reference ?? ''}</span>, csv: (r) => r.reference },
];

/** The player's ledger, newest first, paged (?ledgerPage=). */
export function PlayerLedger({ playerId }: { playerId: number }) {
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values.ledgerPage);
  const ledger = usePlayerLedger({ id: playerId, page, pageSize: PAGE_SIZE });
  const rows = ledger.data?.list ?? [];
  return (
    <Panel title={t('player_ledger')} actions={<ExportCsvButton fileName={`ledger-${playerId}-page-${page}.csv`} columns={columns} rows={rows} />}>
      {ledger.isPending ? (
        <LoadingState />
      ) : ledger.isError ? (
        <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('player_ledger_empty')}</EmptyState>
      ) : (
        <div aria-busy={ledger.isPlaceholderData}>
          <DataTable caption={t('player_ledger')} columns={columns} rows={rows} rowKey={(r) => r.id} />
          <Pager label={t('player_ledger')} page={page} pageSize={PAGE_SIZE} total={ledger.data.total} onPage={(p) => update({ ledgerPage: String(p) })} />
        </div>
      )}
    </Panel>
  );
}
