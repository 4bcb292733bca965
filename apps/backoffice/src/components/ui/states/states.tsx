import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import type { MoneyFormat } from '@/lib/money';
import { errorText, t } from '@/lib/texts';
import { Button } from '../button/button';
import styles from './states.module.css';

/** A placeholder of the content's shape while it loads (marked busy; screen readers hear "Loading…"). */
export function LoadingState({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.loading} aria-busy="true" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.bar} />
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title ?? t('empty_title')}</p>
      {children && <p className={styles.text}>{children}</p>}
    </div>
  );
}

/** The text of any failure: a refusal's plain-language line (its amounts in `money`, the brand's), else the generic one. */
export const failureText = (error: unknown, money?: MoneyFormat) => (error instanceof ApiError ? errorText(error.code, error.value, money) : t('err.INTERNAL_ERROR'));

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{t('error_title')}</p>
      <p className={styles.text}>{failureText(error)}</p>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </div>
  );
}

/** A message after an action: success is polite (role status), a failure is an alert. */
export function Notice({ tone = 'success', children }: { tone?: 'success' | 'error' | 'warning'; children: ReactNode }) {
  return (
    <p className={[styles.notice, styles[tone]].join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
