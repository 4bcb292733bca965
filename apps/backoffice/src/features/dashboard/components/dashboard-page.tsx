import { addDays, zonedMidnight } from '@app/contract/zoned-time';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { PageHeader, Panel } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { formatAmount, type MoneyFormat, plainMoney } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { type Dashboard, type Figures, useDashboard } from '../api/get-dashboard';
import { FigureChart } from './figure-chart';
import { csvFigure, figureKeys, formatFigure, isFigure, isMoneyFigure, sharedMoney } from './figures';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './dashboard.module.css';

const defaults = { from: '', to: '', figure: 'ggrMinor', brandId: '' };
/** A yyyy-mm-dd day as the first (or last) millisecond of that day in the brand's time zone (the server counts its days). */
const brandDay = (day: string, timeZone: string, end = false) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return end ? zonedMidnight(addDays(day, 1), timeZone).getTime() - 1 : zonedMidnight(day, timeZone).getTime();
};

type BrandRow = Figures & { brandId: string };

/** What waits for an operator, each linking to where it is handled (withdrawals: the queue). */
function Waiting({ waiting, brandSearch }: { waiting: Dashboard['waiting']; brandSearch: string }) {
  const entries = Object.entries(waiting) as [keyof Dashboard['waiting'], number][];
  return (
    <ul className={styles.waiting}>
      {entries.map(([key, count]) => (
        <li key={key}>
          {key === 'withdrawals' || key === 'deposits' ? (
            <Link to={{ pathname: key === 'withdrawals' ? paths.withdrawals : paths.deposits, search: key === 'deposits' ? `${brandSearch || '?'}${brandSearch ? '&' : ''}status=submitted` : brandSearch }}>
              {t(`wait.${key}` as TextKey)}: <strong>{count}</strong>
            </Link>
          ) : (
            <>
              {t(`wait.${key}` as TextKey)}: <strong>{count}</strong>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The figures of every brand in view added up. A money figure of brands in different currencies is not added up: the
 * tile lists each brand's instead (the answer is per brand), and says why.
 */
function TotalTiles({
  data,
  names,
  money,
  moneyOf,
}: {
  data: Dashboard;
  names: ReadonlyMap<string, string>;
  /** the brands' shared money format; null: their currencies differ */
  money: MoneyFormat | null;
  moneyOf: (brandId: string) => MoneyFormat;
}) {
  return (
    <>
      <dl className={styles.tiles} aria-label={t('dash_total')}>
        {figureKeys.map((k) => (
          <div key={k}>
            <dt>{t(`fig.${k}` as TextKey)}</dt>
            {money || !isMoneyFigure(k) ? (
              <dd>{formatFigure(k, data.total, money)}</dd>
            ) : (
              data.brands.map((b) => <dd key={b.brandId}>{`${names.get(b.brandId) ?? b.brandId}: ${formatAmount(b[k], moneyOf(b.brandId))}`}</dd>)
            )}
          </div>
        ))}
      </dl>
      {!money && <p className={layout.hint}>{t('dash_mixed_currencies')}</p>}
    </>
  );
}

/** The landing page of dashboard.read: today's (or a range's) figures per brand and in total, a 30-day chart, what waits. */
export function DashboardPage({ brands }: { brands: readonly { id: string; name: string; timeZone: string }[] }) {
  const [values, update] = useUrlState(defaults);
  const [from, setFrom] = useState(values.from);
  const [to, setTo] = useState(values.to);
  const figure = isFigure(values.figure) ? values.figure : 'ggrMinor';
  // the server's days are those of the brand in view (the first one when all are shown)
  const timeZone = (brands.find((b) => b.id === values.brandId) ?? brands[0])?.timeZone ?? 'UTC';
  const dashboard = useDashboard({ from: brandDay(values.from, timeZone), to: brandDay(values.to, timeZone, true), brandId: values.brandId || undefined });
  const names = useMemo(() => new Map(brands.map((b) => [b.id, b.name])), [brands]);
  const moneyOf = useBrandMoney();
  const data = dashboard.data;
  // a brand's row in its currency; the total row in the brands' shared one, none (not added up) when they differ
  const totalMoney = useMemo(() => sharedMoney((data?.brands ?? []).map((b) => moneyOf(b.brandId))), [data, moneyOf]);
  const columns = useMemo<TableColumn<BrandRow>[]>(() => {
    const moneyOfRow = (r: BrandRow) => (r.brandId === '' ? totalMoney : moneyOf(r.brandId));
    return [
      { id: 'brand', header: t('col_brand'), cell: (r) => (r.brandId === '' ? t('dash_total') : (names.get(r.brandId) ?? r.brandId)), csv: (r) => r.brandId || 'total' },
      ...figureKeys.map((k) => ({ id: k, header: t(`fig.${k}` as TextKey), numeric: true, cell: (r: BrandRow) => formatFigure(k, r, moneyOfRow(r)), csv: (r: BrandRow) => csvFigure(k, r, moneyOfRow(r)) })),
    ];
  }, [names, moneyOf, totalMoney]);
  const rows: BrandRow[] = data ? [...data.brands, { ...data.total, brandId: '' }] : [];
  return (
    <>
      <PageHeader title={t('dashboard_title')}>
        <ExportCsvButton fileName={`dashboard-${values.from || 'today'}-${values.to || 'today'}.csv`} columns={columns} rows={rows} />
      </PageHeader>
      <form
        className={layout.filters}
        onSubmit={(e) => {
          e.preventDefault();
          update({ from, to });
        }}
      >
        <TextField label={t('dash_from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('dash_to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" variant="primary" className={styles.submit}>
          {t('apply_filters')}
        </Button>
        <Button
          className={styles.submit}
          onClick={() => {
            setFrom('');
            setTo('');
            update({ from: '', to: '' });
          }}
        >
          {t('dash_today')}
        </Button>
      </form>
      {dashboard.isPending ? (
        <LoadingState rows={8} />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div aria-busy={dashboard.isPlaceholderData}>
          <p className={styles.range}>{values.from || values.to ? t('dash_range', { from: formatTime(data!.from), to: formatTime(data!.to) }) : t('dash_today')}</p>
          <TotalTiles data={data!} names={names} money={totalMoney} moneyOf={moneyOf} />
          <div className={styles.section}>
            <Panel title={t('dash_waiting')}>
              <Waiting waiting={data!.waiting} brandSearch={values.brandId ? `?brandId=${encodeURIComponent(values.brandId)}` : ''} />
            </Panel>
          </div>
          <div className={styles.section}>
            <Panel title={t('dash_by_brand')}>
              <DataTable caption={t('dash_by_brand')} columns={columns} rows={rows} rowKey={(r) => r.brandId || 'total'} />
            </Panel>
          </div>
          <Panel
            title={t('dash_chart', { figure: t(`fig.${figure}` as TextKey) })}
            actions={<SelectField label={t('dash_figure')} value={figure} onChange={(e) => update({ figure: e.target.value })} options={figureKeys.map((k) => ({ value: k, label: t(`fig.${k}` as TextKey) }))} />}
          >
            {/* the 30 days come added up over the brands in view, not per brand: in mixed currencies two plain decimals */}
            <FigureChart days={data!.days} figure={figure} money={totalMoney ?? plainMoney} />
            <p className={layout.hint}>{t('dash_days_in', { zone: data!.timeZone })}</p>
          </Panel>
        </div>
      )}
    </>
  );
}
