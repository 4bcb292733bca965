import { REPORT_GROUPS, type ReportGroup } from '@app/contract/operators-reports';
import { useMemo } from 'react';
import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { SelectField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { FigureList } from './figure-list';
import { type GamesReport, type GamesReportRow, useGamesReport } from '../api/games-report';
import layout from '@/components/ui/layout/layout.module.css';

const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'INHOUSE'] as const;
const percent = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(2)}%`);

/** The report's columns by its grouping; amounts in the brand's currency, `money`. */
function columnsFor(groupBy: ReportGroup, money: MoneyFormat): TableColumn<GamesReportRow>[] {
  return [
    { id: 'key', header: t(`rep_group.${groupBy}` as TextKey), cell: (r) => (groupBy === 'game' ? `${r.label} (${r.vassalage ?? ''})` : groupBy === 'category' ? t(`cat_type.${r.key}` as TextKey) : r.label), csv: (r) => r.label },
    { id: 'bets', header: t('rep_bets'), numeric: true, cell: (r) => r.bets.toLocaleString('en'), csv: (r) => r.bets },
    { id: 'stake', header: t('rep_turnover'), numeric: true, cell: (r) => formatAmount(r.stakeMinor, money), csv: (r) => amountText(r.stakeMinor, money.digits) },
    { id: 'valid', header: t('rep_valid_bet'), numeric: true, cell: (r) => formatAmount(r.validBetMinor, money), csv: (r) => amountText(r.validBetMinor, money.digits) },
    { id: 'payout', header: t('rep_payout'), numeric: true, cell: (r) => formatAmount(r.payoutMinor, money), csv: (r) => amountText(r.payoutMinor, money.digits) },
    { id: 'ggr', header: t('rep_ggr'), numeric: true, cell: (r) => formatAmount(r.ggrMinor, money), csv: (r) => amountText(r.ggrMinor, money.digits) },
    { id: 'rtp', header: t('rep_rtp'), numeric: true, cell: (r) => percent(r.rtpBp), csv: (r) => (r.rtpBp === null ? '' : r.rtpBp / 100) },
    ...(groupBy === 'game' ? [{ id: 'declared', header: t('rep_rtp_declared'), numeric: true, cell: (r: GamesReportRow) => percent(r.declaredRtpBp), csv: (r: GamesReportRow) => (r.declaredRtpBp === null ? '' : r.declaredRtpBp / 100) }] : []),
  ];
}

/** The range's totals, as the figures an owner reads first. */
function Totals({ report, money }: { report: GamesReport; money: MoneyFormat }) {
  const { totals } = report;
  const items: Array<[TextKey, string]> = [
    ['rep_bets', totals.bets.toLocaleString('en')],
    ['rep_turnover', formatAmount(totals.stakeMinor, money)],
    ['rep_valid_bet', formatAmount(totals.validBetMinor, money)],
    ['rep_payout', formatAmount(totals.payoutMinor, money)],
    ['rep_ggr', formatAmount(totals.ggrMinor, money)],
    ['rep_rtp', percent(totals.rtpBp)],
  ];
  return <FigureList label={t('rep_totals')} items={items} />;
}

/**
 * The games report over the page's range of business days, grouped by day (with the GGR chart), category, provider
 * or game: totals, the table and its CSV. The grouping lives in the URL.
 */
export function GamesReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const [values, update] = useUrlState({ groupBy: 'day', gameType: '' });
  const groupBy: ReportGroup = (REPORT_GROUPS as readonly string[]).includes(values.groupBy) ? (values.groupBy as ReportGroup) : 'day';
  const report = useGamesReport(
    brandId ? { brandId, from, to, groupBy, ...((GAME_TYPES as readonly string[]).includes(values.gameType) && { gameType: values.gameType as (typeof GAME_TYPES)[number] }) } : null,
  );
  const money = useBrandMoney()(brandId);
  const columns = useMemo(() => columnsFor(groupBy, money), [groupBy, money]);
  const rows = report.data?.rows ?? [];
  return (
    <Panel
      title={t('rep_games')}
      actions={
        <div className={layout.filters}>
          <SelectField label={t('rep_group_by')} value={groupBy} onChange={(e) => update({ groupBy: e.target.value })} options={REPORT_GROUPS.map((g) => ({ value: g, label: t(`rep_group.${g}` as TextKey) }))} />
          <SelectField
            label={t('col_game_type')}
            value={values.gameType}
            onChange={(e) => update({ gameType: e.target.value })}
            options={[{ value: '', label: t('cat_all_types') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`cat_type.${type}` as TextKey) }))]}
          />
        </div>
      }
    >
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Totals report={report.data} money={money} />
          {rows.length === 0 ? (
            <EmptyState title={t('rep_empty')}>{t('rep_empty_hint')}</EmptyState>
          ) : (
            <>
              {groupBy === 'day' && rows.length > 1 && <BarChart points={rows.map((r) => ({ label: r.key, value: r.ggrMinor, text: formatAmount(r.ggrMinor, money) }))} name={t('rep_ggr')} labelHeader={t('col_day')} />}
              <div className={layout.buttons}>
                <ExportCsvButton fileName={`games-${brandId}-${from}-${to}-${groupBy}.csv`} columns={columns} rows={rows} />
              </div>
              <DataTable caption={t('rep_games_caption', { group: t(`rep_group.${groupBy}` as TextKey) })} columns={columns} rows={rows} rowKey={(r) => r.key} />
            </>
          )}
        </>
      )}
    </Panel>
  );
}
