import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatAmount } from '@/lib/format';
import { en, t, type TextKey } from '@/lib/texts';
import { FigureList } from './figure-list';
import { type RewardsReport, useRewardsReport } from '../api/rewards-report';
import layout from '@/components/ui/layout/layout.module.css';

type Row = RewardsReport['promotions'][number];
type Day = RewardsReport['days'][number];
type Points = RewardsReport['points'][number];
const major = (minor: number) => (minor / 100).toFixed(2);
/** a text when there is one, else the code as stored (a source the platform added later) */
const named = (prefix: string, code: string) => (`${prefix}.${code}` in en ? t(`${prefix}.${code}` as TextKey) : code);
const countAndAmount = (count: number, minor: number) => `${count} · ${formatAmount(minor)}`;

/** The figures of a row, after its name: what was paid, released, forfeited, and the net cost. */
const figureColumns: TableColumn<Row>[] = [
  { id: 'paid', header: t('rep_rewards_paid'), numeric: true, cell: (r) => countAndAmount(r.paid, r.paidMinor), csv: (r) => major(r.paidMinor) },
  { id: 'released', header: t('rep_rewards_released'), numeric: true, cell: (r) => countAndAmount(r.released, r.releasedMinor), csv: (r) => major(r.releasedMinor) },
  { id: 'forfeited', header: t('rep_rewards_forfeited'), numeric: true, cell: (r) => countAndAmount(r.forfeited, r.forfeitedMinor), csv: (r) => major(r.forfeitedMinor) },
  { id: 'net', header: t('rep_rewards_net'), numeric: true, cell: (r) => formatAmount(r.netCostMinor), csv: (r) => major(r.netCostMinor) },
];
const promotionColumns: TableColumn<Row>[] = [
  { id: 'promotion', header: t('rep_promotion'), cell: (r) => r.title ?? `#${r.promotionId}`, csv: (r) => r.title ?? String(r.promotionId) },
  { id: 'mechanic', header: t('promo_mechanic'), cell: (r) => (r.mechanic ? named('mech', r.mechanic) : '—'), csv: (r) => r.mechanic ?? '' },
  ...figureColumns,
];
const sourceColumns: TableColumn<Row>[] = [{ id: 'source', header: t('rep_reward_source'), cell: (r) => named('rep_source', r.source), csv: (r) => r.source }, ...figureColumns];
const dayColumns: TableColumn<Day>[] = [
  { id: 'day', header: t('col_day'), cell: (d) => d.day, csv: (d) => d.day },
  { id: 'paid', header: t('rep_rewards_paid'), numeric: true, cell: (d) => formatAmount(d.paidMinor), csv: (d) => major(d.paidMinor) },
  { id: 'released', header: t('rep_rewards_released'), numeric: true, cell: (d) => formatAmount(d.releasedMinor), csv: (d) => major(d.releasedMinor) },
  { id: 'forfeited', header: t('rep_rewards_forfeited'), numeric: true, cell: (d) => formatAmount(d.forfeitedMinor), csv: (d) => major(d.forfeitedMinor) },
  { id: 'net', header: t('rep_rewards_net'), numeric: true, cell: (d) => formatAmount(d.netCostMinor), csv: (d) => major(d.netCostMinor) },
];
const pointColumns: TableColumn<Points>[] = [
  { id: 'kind', header: t('rep_reward_source'), cell: (p) => named('rep_points_kind', p.kind) },
  { id: 'count', header: t('rep_times'), numeric: true, cell: (p) => p.count },
  { id: 'points', header: t('rep_points'), numeric: true, cell: (p) => p.points.toLocaleString('en') },
];

function Totals({ totals }: { totals: RewardsReport['totals'] }) {
  const items: Array<[TextKey, string]> = [
    ['rep_rewards_paid', countAndAmount(totals.paid, totals.paidMinor)],
    ['rep_rewards_released', countAndAmount(totals.released, totals.releasedMinor)],
    ['rep_rewards_forfeited', countAndAmount(totals.forfeited, totals.forfeitedMinor)],
    ['rep_rewards_net', formatAmount(totals.netCostMinor)],
  ];
  return <FigureList label={t('rep_rewards_totals')} items={items} />;
}

/** The rewards report over the page's range: totals, cost by day (chart), bonus cost by promotion, other rewards by kind, points. */
export function RewardsReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const report = useRewardsReport(brandId ? { brandId, from, to } : null);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const { days, promotions, sources, points, totals } = report.data;
  const fileName = (part: string) => `rewards-${part}-${brandId}-${from}-${to}.csv`;
  return (
    <>
      <Totals totals={totals} />
      <p className={layout.hint}>{t('rep_rewards_hint')}</p>
      <Panel title={t('rep_rewards_by_day')} actions={<ExportCsvButton fileName={fileName('days')} columns={dayColumns} rows={days} />}>
        {days.length === 0 ? (
          <EmptyState title={t('rep_rewards_empty')} />
        ) : (
          <>
            {days.length > 1 && <BarChart points={days.map((d) => ({ label: d.day, value: d.netCostMinor, text: formatAmount(d.netCostMinor) }))} name={t('rep_rewards_net')} labelHeader={t('col_day')} />}
            <DataTable caption={t('rep_rewards_by_day')} columns={dayColumns} rows={days} rowKey={(d) => d.day} />
          </>
        )}
      </Panel>
      <Panel title={t('rep_rewards_by_promotion')} actions={<ExportCsvButton fileName={fileName('promotions')} columns={promotionColumns} rows={promotions} />}>
        {promotions.length === 0 ? <EmptyState title={t('rep_rewards_empty')} /> : <DataTable caption={t('rep_rewards_by_promotion')} columns={promotionColumns} rows={promotions} rowKey={(r) => r.key} />}
      </Panel>
      <Panel title={t('rep_rewards_by_source')} actions={<ExportCsvButton fileName={fileName('kinds')} columns={sourceColumns} rows={sources} />}>
        {sources.length === 0 ? <EmptyState title={t('rep_rewards_empty')} /> : <DataTable caption={t('rep_rewards_by_source')} columns={sourceColumns} rows={sources} rowKey={(r) => r.key} />}
      </Panel>
      <Panel title={t('rep_rewards_points')}>
        {points.length === 0 ? <EmptyState title={t('rep_rewards_empty')} /> : <DataTable caption={t('rep_rewards_points')} columns={pointColumns} rows={points} rowKey={(p) => p.kind} />}
      </Panel>
    </>
  );
}
