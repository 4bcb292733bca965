import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { t, type TextKey } from '@/lib/texts';
import { FigureList } from './figure-list';
import { type PlayersReport, usePlayersReport } from '../api/players-report';
import layout from '@/components/ui/layout/layout.module.css';

type Day = PlayersReport['days'][number];
type Cohort = PlayersReport['cohorts'][number];
const percent = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(1)}%`);

const dayColumns: TableColumn<Day>[] = [
  { id: 'day', header: t('col_day'), cell: (d) => d.day, csv: (d) => d.day },
  { id: 'registrations', header: t('rep_registrations'), numeric: true, cell: (d) => d.registrations, csv: (d) => d.registrations },
  { id: 'firstDepositors', header: t('rep_first_depositors'), numeric: true, cell: (d) => d.firstDepositors, csv: (d) => d.firstDepositors },
  { id: 'activePlayers', header: t('rep_active_players'), numeric: true, cell: (d) => d.activePlayers, csv: (d) => d.activePlayers },
];

/** The cohort table's columns: the week, its registrations, then week 0..N after registering (count and share). */
function cohortColumns(weeks: number): TableColumn<Cohort>[] {
  const weekColumns = Array.from(
    { length: weeks },
    (_, n): TableColumn<Cohort> => ({
      id: `week${n}`,
      header: t('rep_cohort_n', { n }),
      numeric: true,
      cell: (c) => {
        const week = c.weeks[n];
        return week ? t('rep_cohort_cell', { n: week.active, rate: percent(week.rateBp) }) : '—';
      },
      csv: (c) => c.weeks[n]?.active ?? '',
    }),
  );
  return [
    { id: 'week', header: t('rep_cohort_week'), cell: (c) => c.week, csv: (c) => c.week },
    { id: 'size', header: t('rep_cohort_size'), numeric: true, cell: (c) => c.size, csv: (c) => c.size },
    ...weekColumns,
  ];
}

function Totals({ totals }: { totals: PlayersReport['totals'] }) {
  const items: Array<[TextKey, string]> = [
    ['rep_registrations', totals.registrations.toLocaleString('en')],
    ['rep_first_depositors', totals.firstDepositors.toLocaleString('en')],
    ['rep_conversion', percent(totals.conversionBp)],
    ['rep_active_distinct', totals.activePlayers.toLocaleString('en')],
  ];
  return <FigureList label={t('rep_players_totals')} items={items} />;
}

/**
 * The players report over the page's range: totals (active players counted once), registrations and active players
 * per day (charts), and retention by registration week (rows: weeks; columns: week 0..N after registering).
 */
export function PlayersReportPanel({ brandId, from, to }: { brandId: string; from: string; to: string }) {
  const report = usePlayersReport(brandId ? { brandId, from, to } : null);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const { days, cohorts, totals } = report.data;
  const columns = cohortColumns(Math.max(0, ...cohorts.map((c) => c.weeks.length)));
  const fileName = (part: string) => `players-${part}-${brandId}-${from}-${to}.csv`;
  return (
    <>
      <Totals totals={totals} />
      <p className={layout.hint}>{t('rep_players_hint')}</p>
      <Panel title={t('rep_players_by_day')} actions={<ExportCsvButton fileName={fileName('days')} columns={dayColumns} rows={days} />}>
        {days.length > 1 && (
          <div className={layout.grid}>
            <BarChart points={days.map((d) => ({ label: d.day, value: d.registrations, text: String(d.registrations) }))} name={t('rep_registrations')} labelHeader={t('col_day')} />
            <BarChart points={days.map((d) => ({ label: d.day, value: d.activePlayers, text: String(d.activePlayers) }))} name={t('rep_active_players')} labelHeader={t('col_day')} />
          </div>
        )}
        <DataTable caption={t('rep_players_by_day')} columns={dayColumns} rows={days} rowKey={(d) => d.day} />
      </Panel>
      <Panel title={t('rep_cohorts')} actions={<ExportCsvButton fileName={fileName('cohorts')} columns={columns} rows={cohorts} />}>
        <p className={layout.hint}>{t('rep_cohorts_hint')}</p>
        <DataTable caption={t('rep_cohorts')} columns={columns} rows={cohorts} rowKey={(c) => c.week} />
      </Panel>
    </>
  );
}
