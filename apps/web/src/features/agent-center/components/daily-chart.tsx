import type { TeamDay } from '@app/contract/agents';
import { minorToMajor } from '@app/contract/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '@/components/ui/segmented/segmented';
import { useMoneyFormat } from '@/config/brand';
import styles from './agent-center.module.css';

type Series = 'validBet' | 'teamProfit' | 'deposit' | 'newMembers';
const SERIES: readonly Series[] = ['validBet', 'teamProfit', 'deposit', 'newMembers'];

/** A day's figure: a count, or money in the major unit of a currency with `digits` decimals. */
const valueOf = (day: TeamDay, series: Series, digits: number) => (series === 'newMembers' ? day.newMembers : minorToMajor(day[`${series}Minor`], digits));
const cssVar = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * The last 30 business days of the overview (its `daily` series) as a line chart. uPlot (about 50 kB) loads only
 * when this chart first shows; the chosen series is also there as a table for screen readers.
 */
export function DailyChart({ days }: { days: TeamDay[] }) {
  const { t } = useTranslation();
  const { digits } = useMoneyFormat();
  const [series, setSeries] = useState<Series>('validBet');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    // uPlot draws on a canvas sized for the screen (matchMedia): nothing to draw on without one
    if (!el || days.length === 0 || typeof window.matchMedia !== 'function') return;
    let disposed = false;
    let plot: { destroy: () => void; setSize: (s: { width: number; height: number }) => void } | undefined;
    let observer: ResizeObserver | undefined;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (disposed) return;
        const xs = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
        const ys = days.map((d) => valueOf(d, series, digits));
        const stroke = cssVar('--color-primary', '#6d5dfc');
        plot = new UPlot(
          {
            width: el.clientWidth || 600,
            height: 240,
            tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            legend: { show: false },
            series: [{}, { label: t(`ag_chart_${series}`), stroke, width: 2, fill: `color-mix(in srgb, ${stroke} 16%, transparent)` }],
            axes: [{ stroke: cssVar('--color-text-muted', '#888') }, { stroke: cssVar('--color-text-muted', '#888') }],
          },
          [xs, ys],
          el,
        );
        observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: 240 }));
        observer?.observe(el);
      })
      .catch((error: unknown) => console.warn('chart', error));
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, series, digits, t]);

  return (
    <div className={styles.stack}>
      <Segmented size="sm" label={t('ag_chart_series')} value={series} onChange={setSeries} options={SERIES.map((s) => ({ value: s, label: t(`ag_chart_${s}`) }))} />
      <div ref={box} className={styles.chart} role="img" aria-label={t('ag_chart_label', { series: t(`ag_chart_${series}`) })} data-testid="daily-chart" />
    </div>
  );
}
