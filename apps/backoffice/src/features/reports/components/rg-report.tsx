import { Link } from 'react-router';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { en, t, type TextKey } from '@/lib/texts';
import { type RgReport, useRgReport } from '../api/rg-report';
import layout from '@/components/ui/layout/layout.module.css';

type Action = RgReport['actions'][number];
type Block = RgReport['blocks'][number];
const actionName = (action: string) => (`rep_rg_action.${action}` in en ? t(`rep_rg_action.${action}` as TextKey) : action);

const actionColumns: TableColumn<Action>[] = [
  { id: 'action', header: t('rep_rg_what'), cell: (a) => actionName(a.action), csv: (a) => a.action },
  { id: 'count', header: t('rep_rg_count'), numeric: true, cell: (a) => a.count, csv: (a) => a.count },
  { id: 'operators', header: t('rep_rg_by_operators'), numeric: true, cell: (a) => a.byOperators, csv: (a) => a.byOperators },
];
const blockColumns: TableColumn<Block>[] = [
  { id: 'player', header: t('col_player'), cell: (b) => <Link to={paths.player(b.memberId)}>{b.username}</Link>, csv: (b) => b.username },
  { id: 'kind', header: t('rep_rg_block'), cell: (b) => t(`rep_rg_block.${b.kind}`), csv: (b) => b.kind },
  { id: 'since', header: t('rep_rg_since'), cell: (b) => formatTime(b.startedAt), csv: (b) => b.startedAt ?? '' },
  { id: 'until', header: t('rep_rg_until'), cell: (b) => (b.until ? formatTime(b.until) : t('rep_rg_permanent')), csv: (b) => b.until ?? 'permanent' },
  { id: 'all', header: t('rep_rg_all_brands'), cell: (b) => (b.allBrands ? t('yes') : t('no')), csv: (b) => (b.allBrands ? 'yes' : 'no') },
];

/** What players and operators did with limits and blocks in the range, under the brand's pack, and who is blocked now. */
export function RgReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const report = useRgReport(brandId ? { brandId, from, to } : null);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const { actions, blocks, blockCount, packId } = report.data;
  return (
    <>
      <Panel title={t('rep_rg_actions', { pack: packId })} actions={<ExportCsvButton fileName={`responsible-gaming-${brandId}-${from}-${to}.csv`} columns={actionColumns} rows={actions} />}>
        <DataTable caption={t('rep_rg_actions', { pack: packId })} columns={actionColumns} rows={actions} rowKey={(a) => a.action} />
      </Panel>
      <Panel title={t('rep_rg_blocked', { n: blockCount })} actions={<ExportCsvButton fileName={`blocked-${brandId}.csv`} columns={blockColumns} rows={blocks} />}>
        {blocks.length === 0 ? (
          <EmptyState title={t('rep_rg_blocked_none')} />
        ) : (
          <>
            {blockCount > blocks.length && <p className={layout.hint}>{t('rep_rg_blocked_first', { n: blocks.length })}</p>}
            <DataTable caption={t('rep_rg_blocked', { n: blockCount })} columns={blockColumns} rows={blocks} rowKey={(b) => String(b.memberId)} />
          </>
        )}
      </Panel>
    </>
  );
}
