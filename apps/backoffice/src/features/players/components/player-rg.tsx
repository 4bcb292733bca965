import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatAmount, formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type PlayerRg as PlayerRgValue, usePlayerRg } from '../api/get-player-rg';
import { limitName } from '../limit-targets';

type LimitRow = PlayerRgValue['limits'][number];

const valueText = (kind: string, value: number | null) => (value === null ? t('rg_none') : kind === 'session' ? `${value} min` : formatAmount(value));

const columns: TableColumn<LimitRow>[] = [
  { id: 'limit', header: t('pa_limit_kind'), cell: (r) => limitName(r.kind, r.period), csv: (r) => `${r.kind} ${r.period}` },
  { id: 'value', header: t('rg_in_force'), numeric: true, cell: (r) => valueText(r.kind, r.value), csv: (r) => r.value },
  {
    id: 'pending',
    header: t('rg_pending'),
    cell: (r) => (r.pending ? t('rg_pending_change', { value: valueText(r.kind, r.pending.value), at: formatTime(r.pending.effectiveAt) }) : ''),
    csv: (r) => (r.pending ? `${r.pending.value} ${r.pending.effectiveAt}` : ''),
  },
];

/** The player's responsible-gaming limits in force and pending, and any block (the player's own or an operator's). */
export function PlayerRg({ brandId, username }: { brandId: string; username: string }) {
  const rg = usePlayerRg({ brandId, username });
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
