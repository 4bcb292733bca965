import type { ReactNode } from 'react';
import { Money } from '@/components/ui/money/money';
import styles from './balance-pill.module.css';

/**
 * The balance as a pill beside a game (the game page's bar, the immersive lottery's heading): a label (hidden on
 * phones, where the pill speaks for itself), the amount (… while loading), and an optional action such as refresh.
 */
export function BalancePill({ label, minor, testId, children }: { label: string; minor: number | null; testId?: string; children?: ReactNode }) {
  return (
    <div className={styles.pill} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      <strong aria-live="polite">{minor === null ? '…' : <Money value={minor} />}</strong>
      {children}
    </div>
  );
}
