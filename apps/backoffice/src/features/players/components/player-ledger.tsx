import { useMemo } from 'react';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type LedgerRow, usePlayerLedger } from '../api/get-player-ledger';

const PAGE_SIZE = 25;
/** the kinds of a transfer between wallets or along the agent line */
export const TRANSFER_KINDS = 'transfer,upline_transfer,downline_transfer';
/** The ledger's columns; `money` is the player's brand's currency. */
const ledgerColumns = (money: MoneyFormat): TableColumn<LedgerRow>[] => [
  { id: 'at', header: t('col_when'), cell: (r) => formatTime(r.at), csv: (r) => r.at },
  { id: 'wallet', header: t('col_wallet'), cell: (r) => r.wallet, csv: (r) => r.wallet },
  { id: 'kind', header: t('col_entry_kind'), cell: (r) => r.kind, csv: (r) => r.kind },
  {
    id: 'amount',
    header: t('col_amount'),
    numeric: true,
    cell: (r) => <span className={r.amountMinor < 0 ? 'negative' : undefined}>{formatAmount(r.amountMinor, money)}</span>,
    csv: (r) => amountText(r.amountMinor, money.digits),
  },
  { id: 'after', header: t('col_balance_after'), numeric: true, cell: (r) => formatAmount(r.balanceAfterMinor, money), csv: (r) => amountText(r.balanceAfterMinor, money.digits) },
  { id: 'reference', header: t('col_reference'), cell: (r) => <span className="mono">{r.reference ?? ''}</span>, csv: (r) => r.reference },
];

/**
 * The player's ledger, newest first, paged: every entry (?ledgerPage=), or the entries of some kinds only, as the
 * transfers (?transfersPage=). Amounts in `money`, the player's brand's currency.
 */
export function PlayerLedger({
  playerId,
  money,
  kinds,
  title = t('player_ledger'),
  pageParam = 'ledgerPage',
}: {
  playerId: number;
  money: MoneyFormat;
  kinds?: string;
  title?: string;
  pageParam?: string;
}) {
  const columns = useMemo(() => ledgerColumns(money), [money]);
  const defaults = useMemo(() => ({ [pageParam]: '1' }), [pageParam]);
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values[pageParam]);
  const ledger = usePlayerLedger({ id: playerId, page, pageSize: PAGE_SIZE, ...(kinds ? { kinds } : {}) });
  const rows = ledger.data?.list ?? [];
  return (
    <Panel title={title} actions={<ExportCsvButton fileName={`${pageParam.replace('Page', '')}-${playerId}-page-${page}.csv`} columns={columns} rows={rows} />}>
      {ledger.isPending ? (
        <LoadingState />
      ) : ledger.isError ? (
        <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{kinds ? t('player_entries_empty') : t('player_ledger_empty')}</EmptyState>
      ) : (
        <div aria-busy={ledger.isPlaceholderData}>
          <DataTable caption={title} columns={columns} rows={rows} rowKey={(r) => r.id} />
          <Pager label={title} page={page} pageSize={PAGE_SIZE} total={ledger.data.total} onPage={(p) => update({ [pageParam]: String(p) })} />
        </div>
      )}
    </Panel>
  );
}
