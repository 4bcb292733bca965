import { useId } from 'react';
import { t } from '@/lib/texts';
import styles from './bar-chart.module.css';

const W = 720;
const H = 200;
const PAD = 28;

export interface BarPoint {
  /** the bar's name: a day, a provider */
  label: string;
  value: number;
  /** the value as the page writes it (an amount, a count) */
  text: string;
}

/**
 * A bar chart as a small SVG (no chart library), negative values below the axis: the image is named for screen
 * readers and described by the table beside it, which carries every value (the fallback).
 */
export function BarChart({ points, name, labelHeader }: { points: readonly BarPoint[]; name: string; labelHeader: string }) {
  const tableId = useId();
  const values = points.map((p) => p.value);
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const barWidth = (W - PAD * 2) / Math.max(1, points.length);
  const y = (v: number) => PAD + ((max - v) / span) * (H - PAD * 2);
  return (
    <>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('dash_chart', { figure: name })} aria-describedby={tableId}>
        <line className={styles.axis} x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} />
        {points.map((p, i) => {
          const top = Math.min(y(p.value), y(0));
          return (
            <rect key={`${i}:${p.label}`} x={PAD + i * barWidth + 1} y={top} width={Math.max(1, barWidth - 2)} height={Math.max(1, Math.abs(y(p.value) - y(0)))} fill="currentColor">
              <title>{`${p.label}: ${p.text}`}</title>
            </rect>
          );
        })}
        {points.length > 0 && (
          <>
            <text className={styles.label} x={PAD} y={H - 6}>
              {points[0]!.label}
            </text>
            <text className={styles.label} x={W - PAD} y={H - 6} textAnchor="end">
              {points[points.length - 1]!.label}
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
              <th scope="col">{labelHeader}</th>
              <th scope="col" className="num">
                {name}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label + String(points.indexOf(p))}>
                <th scope="row">{p.label}</th>
                <td className="num">{p.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
