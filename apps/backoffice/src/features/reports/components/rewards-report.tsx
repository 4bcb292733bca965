import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useMemo } from 'react';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { en, t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { FigureList } from './figure-list';
import { type RewardsReport, useRewardsReport } from '../api/rewards-report';
import layout from '@/components/ui/layout/layout.module.css';

type Row = RewardsReport['promotions'][number];
type Day = RewardsReport['days'][number];
type Points = RewardsReport['points'][number];
/** a text when there is one, else the code as stored (a source the platform added later) */
const named = (prefix: string, code: string) => (`${prefix}.${code}` in en ? t(`${prefix}.${code}` as TextKey) : code);
const countAndAmount = (count: number, minor: number, money: MoneyFormat) => `${count} · ${formatAmount(minor, money)}`;

/** The figures of a row, after its name: what was paid, released, forfeited, and the net cost (in `money`, the brand's currency). */
const figureColumns = (money: MoneyFormat): TableColumn<Row>[] => [
  { id: 'paid', header: t('rep_rewards_paid'), numeric: true, cell: (r) => countAndAmount(r.paid, r.paidMinor, money), csv: (r) => amountText(r.paidMinor, money.digits) },
  { id: 'released', header: t('rep_rewards_released'), numeric: true, cell: (r) => countAndAmount(r.released, r.releasedMinor, money), csv: (r) => amountText(r.releasedMinor, money.digits) },
  { id: 'forfeited', header: t('rep_rewards_forfeited'), numeric: true, cell: (r) => countAndAmount(r.forfeited, r.forfeitedMinor, money), csv: (r) => amountText(r.forfeitedMinor, money.digits) },
  { id: 'net', header: t('rep_rewards_net'), numeric: true, cell: (r) => formatAmount(r.netCostMinor, money), csv: (r) => amountText(r.netCostMinor, money.digits) },
];
const promotionColumns = (money: MoneyFormat): TableColumn<Row>[] => [
  { id: 'promotion', header: t('rep_promotion'), cell: (r) => r.title ?? `#${r.promotionId}`, csv: (r) => r.title ?? String(r.promotionId) },
  { id: 'mechanic', header: t('promo_mechanic'), cell: (r) => (r.mechanic ? named('mech', r.mechanic) : '—'), csv: (r) => r.mechanic ?? '' },
  ...figureColumns(money),
];
const sourceColumns = (money: MoneyFormat): TableColumn<Row>[] => [{ id: 'source', header: t('rep_reward_source'), cell: (r) => named('rep_source', r.source), csv: (r) => r.source }, ...figureColumns(money)];
const dayColumns = (money: MoneyFormat): TableColumn<Day>[] => [
  { id: 'day', header: t('col_day'), cell: (d) => d.day, csv: (d) => d.day },
  { id: 'paid', header: t('rep_rewards_paid'), numeric: true, cell: (d) => formatAmount(d.paidMinor, money), csv: (d) => amountText(d.paidMinor, money.digits) },
  { id: 'released', header: t('rep_rewards_released'), numeric: true, cell: (d) => formatAmount(d.releasedMinor, money), csv: (d) => amountText(d.releasedMinor, money.digits) },
  { id: 'forfeited', header: t('rep_rewards_forfeited'), numeric: true, cell: (d) => formatAmount(d.forfeitedMinor, money), csv: (d) => amountText(d.forfeitedMinor, money.digits) },
  { id: 'net', header: t('rep_rewards_net'), numeric: true, cell: (d) => formatAmount(d.netCostMinor, money), csv: (d) => amountText(d.netCostMinor, money.digits) },
];
const pointColumns: TableColumn<Points>[] = [
  { id: 'kind', header: t('rep_reward_source'), cell: (p) => named('rep_points_kind', p.kind) },
  { id: 'count', header: t('rep_times'), numeric: true, cell: (p) => p.count },
  { id: 'points', header: t('rep_points'), numeric: true, cell: (p) => p.points.toLocaleString('en') },
];

function Totals({ totals, money }: { totals: RewardsReport['totals']; money: MoneyFormat }) {
  const items: Array<[TextKey, string]> = [
    ['rep_rewards_paid', countAndAmount(totals.paid, totals.paidMinor, money)],
    ['rep_rewards_released', countAndAmount(totals.released, totals.releasedMinor, money)],
    ['rep_rewards_forfeited', countAndAmount(totals.forfeited, totals.forfeitedMinor, money)],
    ['rep_rewards_net', formatAmount(totals.netCostMinor, money)],
  ];
  return <FigureList label={t('rep_rewards_totals')} items={items} />;
}

/** The rewards report over the page's range: totals, cost by day (chart), bonus cost by promotion, other rewards by kind, points. */
export function RewardsReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const report = useRewardsReport(brandId ? { brandId, from, to } : null);
  const money = useBrandMoney()(brandId);
  const columns = useMemo(() => ({ days: dayColumns(money), promotions: promotionColumns(money), sources: sourceColumns(money) }), [money]);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const { days, promotions, sources, points, totals } = report.data;
  const fileName = (part: string) => `rewards-${part}-${brandId}-${from}-${to}.csv`;
  return (
    <>
      <Totals totals={totals} money={money} />
      <p className={layout.hint}>{t('rep_rewards_hint')}</p>
      <Panel title={t('rep_rewards_by_day')} actions={<ExportCsvButton fileName={fileName('days')} columns={columns.days} rows={days} />}>
        {days.length === 0 ? (
          <EmptyState title={t('rep_rewards_empty')} />
        ) : (
          <>
            {days.length > 1 && <BarChart points={days.map((d) => ({ label: d.day, value: d.netCostMinor, text: formatAmount(d.netCostMinor, money) }))} name={t('rep_rewards_net')} labelHeader={t('col_day')} />}
            <DataTable caption={t('rep_rewards_by_day')} columns={columns.days} rows={days} rowKey={(d) => d.day} />
          </>
        )}
      </Panel>
      <Panel title={t('rep_rewards_by_promotion')} actions={<ExportCsvButton fileName={fileName('promotions')} columns={columns.promotions} rows={promotions} />}>
        {promotions.length === 0 ? <EmptyState title={t('rep_rewards_empty')} /> : <DataTable caption={t('rep_rewards_by_promotion')} columns={columns.promotions} rows={promotions} rowKey={(r) => r.key} />}
      </Panel>
      <Panel title={t('rep_rewards_by_source')} actions={<ExportCsvButton fileName={fileName('kinds')} columns={columns.sources} rows={sources} />}>
        {sources.length === 0 ? <EmptyState title={t('rep_rewards_empty')} /> : <DataTable caption={t('rep_rewards_by_source')} columns={columns.sources} rows={sources} rowKey={(r) => r.key} />}
      </Panel>
      <Panel title={t('rep_rewards_points')}>
        {points.length === 0 ? <EmptyState title={t('rep_rewards_empty')} /> : <DataTable caption={t('rep_rewards_points')} columns={pointColumns} rows={points} rowKey={(p) => p.kind} />}
      </Panel>
    </>
  );
}
