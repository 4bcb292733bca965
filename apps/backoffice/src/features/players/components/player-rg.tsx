import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useMemo } from 'react';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { type PlayerRg as PlayerRgValue, usePlayerRg } from '../api/get-player-rg';
import { limitName } from '../limit-targets';

type LimitRow = PlayerRgValue['limits'][number];

/** A limit's value: minutes for the session limit, else an amount of the brand's currency (`money`). */
const valueText = (kind: string, value: number | null, money: MoneyFormat) => (value === null ? t('rg_none') : kind === 'session' ? `${value} min` : formatAmount(value, money));
/** A limit's value in the CSV: minutes, or major units with the currency's decimals. */
const valueCsv = (kind: string, value: number | null, money: MoneyFormat) => (value === null ? '' : kind === 'session' ? value : amountText(value, money.digits));

const limitColumns = (money: MoneyFormat): TableColumn<LimitRow>[] => [
  { id: 'limit', header: t('pa_limit_kind'), cell: (r) => limitName(r.kind, r.period), csv: (r) => `${r.kind} ${r.period}` },
  { id: 'value', header: t('rg_in_force'), numeric: true, cell: (r) => valueText(r.kind, r.value, money), csv: (r) => valueCsv(r.kind, r.value, money) },
  {
    id: 'pending',
    header: t('rg_pending'),
    cell: (r) => (r.pending ? t('rg_pending_change', { value: valueText(r.kind, r.pending.value, money), at: formatTime(r.pending.effectiveAt) }) : ''),
    csv: (r) => (r.pending ? `${valueCsv(r.kind, r.pending.value, money)} ${r.pending.effectiveAt}` : ''),
  },
];

/** The player's responsible-gaming limits in force and pending, and any block (the player's own or an operator's). */
export function PlayerRg({ brandId, username, money }: { brandId: string; username: string; money: MoneyFormat }) {
  const rg = usePlayerRg({ brandId, username });
  const columns = useMemo(() => limitColumns(money), [money]);
  return (
    <Panel title={t('rg_title')}>
      {rg.isPending ? (
        <LoadingState />
      ) : rg.isError ? (
        <ErrorState error={rg.error} onRetry={() => void rg.refetch()} />
      ) : (
        <>
          <p>
            {rg.data.block
              ? t('rg_block', { kind: rg.data.block.kind, until: rg.data.block.until === 'permanent' ? t('rg_permanent') : formatTime(rg.data.block.until) })
              : t('rg_no_block')}
          </p>
          {rg.data.limits.length === 0 ? <EmptyState>{t('rg_no_limits')}</EmptyState> : <DataTable caption={t('rg_title')} columns={columns} rows={rg.data.limits} rowKey={(r) => `${r.kind}.${r.period}`} />}
        </>
      )}
    </Panel>
  );
}
