import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

/** A titled card of a member-centre screen. */
export function Panel({
  title,
  action,
  children,
  className,
  flush = false,
  testId,
}: {
  title?: ReactNode;
  /** what sits at the right of the title (a button, a link, a figure) */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** no inner padding (lists and tables that run to the edges) */
  flush?: boolean;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      data-flush={flush ? 'true' : undefined}
      aria-labelledby={title ? titleId : undefined}
      data-testid={testId}
    >
      {(title || action) && (
        <header className={styles.head}>
          {title && (
            <h3 id={titleId} className={styles.title}>
              {title}
            </h3>
          )}
          {action && <div className={styles.action}>{action}</div>}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** A labelled figure (balances, totals, limits). */
export function Stat({ label, value, tone, hint, testId }: { label: ReactNode; value: ReactNode; tone?: 'up' | 'down' | 'accent'; hint?: ReactNode; testId?: string }) {
  return (
    <div className={styles.stat} data-testid={testId}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue} data-tone={tone}>
        {value}
      </span>
      {hint && <span className={styles.statHint}>{hint}</span>}
    </div>
  );
}

export function StatGrid({ children, columns }: { children: ReactNode; columns?: number }) {
  return (
    <div className={styles.stats} style={columns ? { ['--stat-columns' as string]: columns } : undefined}>
      {children}
    </div>
  );
}

export type PillTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A state word in a coloured pill (order states, read/unread). */
export function StatusPill({ tone = 'neutral', children, testId }: { tone?: PillTone; children: ReactNode; testId?: string }) {
  return (
    <span className={styles.pill} data-tone={tone} data-testid={testId}>
      {children}
    </span>
  );
}

/**
 * A settings row: icon, title, a line about its state, an action; `children` open below it (an inline form).
 */
export function SettingRow({
  icon,
  title,
  description,
  status,
  action,
  children,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  status?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.row} data-open={children ? 'true' : undefined} data-testid={testId}>
      <div className={styles.rowMain}>
        <span className={styles.rowIcon} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>
            {title}
            {status}
          </span>
          {description && <span className={styles.rowDescription}>{description}</span>}
        </div>
        {action && <div className={styles.rowAction}>{action}</div>}
      </div>
      {children && <div className={styles.rowBody}>{children}</div>}
    </div>
  );
}
