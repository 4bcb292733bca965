import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useMemo } from 'react';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type BetRow, usePlayerBets } from '../api/get-player-bets';

const PAGE_SIZE = 25;
const defaults = { betsPage: '1' };
/** The bets' columns; `money` is the player's brand's currency. */
const betColumns = (money: MoneyFormat): TableColumn<BetRow>[] => [
  { id: 'placed', header: t('col_when'), cell: (r) => formatTime(r.placedAt), csv: (r) => r.placedAt },
  { id: 'game', header: t('col_game'), cell: (r) => `${r.vendor} · ${r.gameName}`, csv: (r) => `${r.vendor} ${r.gameName}` },
  { id: 'type', header: t('col_game_type'), cell: (r) => r.gameType, csv: (r) => r.gameType },
  { id: 'wallet', header: t('col_wallet'), cell: (r) => r.wallet, csv: (r) => r.wallet },
  { id: 'stake', header: t('col_stake'), numeric: true, cell: (r) => formatAmount(r.stakeMinor, money), csv: (r) => amountText(r.stakeMinor, money.digits) },
  { id: 'valid', header: t('col_valid_bet'), numeric: true, cell: (r) => formatAmount(r.validBetMinor, money), csv: (r) => amountText(r.validBetMinor, money.digits) },
  { id: 'payout', header: t('col_payout'), numeric: true, cell: (r) => formatAmount(r.payoutMinor, money), csv: (r) => amountText(r.payoutMinor, money.digits) },
  { id: 'status', header: t('col_status'), cell: (r) => r.status, csv: (r) => r.status },
];

/** The player's bets of every game, newest first, paged (?betsPage=); amounts in `money`, the player's brand's. */
export function PlayerBets({ playerId, money }: { playerId: number; money: MoneyFormat }) {
  const columns = useMemo(() => betColumns(money), [money]);
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values.betsPage);
  const bets = usePlayerBets({ id: playerId, page, pageSize: PAGE_SIZE });
  const rows = bets.data?.list ?? [];
  return (
    <Panel title={t('player_bets')} actions={<ExportCsvButton fileName={`bets-${playerId}-page-${page}.csv`} columns={columns} rows={rows} />}>
      {bets.isPending ? (
        <LoadingState />
      ) : bets.isError ? (
        <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('player_bets_empty')}</EmptyState>
      ) : (
        <div aria-busy={bets.isPlaceholderData}>
          <DataTable caption={t('player_bets')} columns={columns} rows={rows} rowKey={(r) => r.id} />
          <Pager label={t('player_bets')} page={page} pageSize={PAGE_SIZE} total={bets.data.total} onPage={(p) => update({ betsPage: String(p) })} />
        </div>
      )}
    </Panel>
  );
}
