import styles from './progress.module.css';

/**
 * A thin bar of how far something has come (wagering, a qualifying turnover), with its figures for assistive
 * technology. `value` and `max` are any unit (minor units of money); the bar never runs past full.
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  size = 'md',
  className,
  testId,
}: {
  value: number;
  max: number;
  /** accessible name */
  label: string;
  /** the figures in words ("₱120.00 of ₱500.00") */
  valueText?: string;
  size?: 'sm' | 'md';
  className?: string;
  testId?: string;
}) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 1;
  const percent = Math.round(share * 100);
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={[styles.track, className].filter(Boolean).join(' ')}
      data-size={size}
      data-complete={share >= 1 ? 'true' : undefined}
      data-testid={testId}
    >
      <span className={styles.bar} style={{ width: `${share * 100}%` }} />
    </span>
  );
}
