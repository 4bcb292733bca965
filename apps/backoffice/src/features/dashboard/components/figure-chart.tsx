import { useId } from 'react';
import { t, type TextKey } from '@/lib/texts';
import type { Dashboard } from '../api/get-dashboard';
import { type FigureKey, formatFigure } from './figures';
import styles from './dashboard.module.css';

const W = 720;
const H = 200;
const PAD = 28;

/**
 * A 30-day bar chart of one figure as a small SVG (no chart library): the image is named for screen readers and
 * described by the table beside it, which carries every value (the fallback).
 */
export function FigureChart({ days, figure }: { days: Dashboard['days']; figure: FigureKey }) {
  const tableId = useId();
  const values = days.map((d) => d[figure]);
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const barWidth = (W - PAD * 2) / Math.max(1, days.length);
  const y = (v: number) => PAD + ((max - v) / span) * (H - PAD * 2);
  const name = t(`fig.${figure}` as TextKey);
  return (
    <>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('dash_chart', { figure: name })} aria-describedby={tableId}>
        <line className={styles.axis} x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} />
        {days.map((d, i) => {
          const v = d[figure];
          const top = Math.min(y(v), y(0));
          return (
            <rect key={d.day} x={PAD + i * barWidth + 1} y={top} width={Math.max(1, barWidth - 2)} height={Math.max(1, Math.abs(y(v) - y(0)))} fill="currentColor">
              <title>{`${d.day}: ${formatFigure(figure, d)}`}</title>
            </rect>
          );
        })}
        {days.length > 0 && (
          <>
            <text className={styles.label} x={PAD} y={H - 6}>
              {days[0]!.day}
            </text>
            <text className={styles.label} x={W - PAD} y={H - 6} textAnchor="end">
              {days[days.length - 1]!.day}
            </text>
          </>
        )}
      </svg>
      <details>
        <summary>{t('dash_chart_table')}</summary>
        <table id={tableId}>
          <caption className="visually-hidden">{t('dash_chart', { figure: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col_day')}</th>
              <th scope="col" className="num">
                {name}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td className="num">{formatFigure(figure, d)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
