import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanStatus } from '../../hooks/use-human-verification';
import { AuthIcon } from '../auth-icon';
import styles from './human-check.module.css';

/**
 * Human verification before registering: the visitor starts it, the browser solves the server's proof-of-work
 * challenge in the background (the bar shows how far), and the box shows when it is done.
 */
export function HumanCheck({
  status,
  progress,
  onStart,
  error,
}: {
  status: HumanStatus;
  progress: number;
  onStart: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const percent = Math.round(progress * 100);
  const done = status === 'done';
  const solving = status === 'solving';
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.box}
        data-status={status}
        data-invalid={error ? 'true' : undefined}
        role="checkbox"
        aria-checked={done}
        aria-busy={solving || undefined}
        aria-describedby={error ? `${id}-error` : `${id}-state`}
        onClick={() => status !== 'solving' && status !== 'done' && onStart()}
        data-testid="human-check"
      >
        <span className={styles.mark} aria-hidden="true">
          {done ? <AuthIcon name="check" size={16} /> : solving ? <span className={styles.spinner} /> : null}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{t('in_not_a_robot')}</span>
          {/* the words change with the state only (read out once); the percentage is for the eyes */}
          <span id={`${id}-state`} className={styles.state} aria-live="polite">
            {done ? t('in_verified') : solving ? t('in_verifying') : status === 'error' ? t('err_human_verification_failed') : t('in_verify_hint')}
            {solving && (
              <span className={styles.percent} aria-hidden="true">
                {' '}
                {percent}%
              </span>
            )}
          </span>
        </span>
        <AuthIcon name="robot" size={22} className={styles.logo} />
        {solving && (
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ transform: `scaleX(${Math.max(0.04, progress)})` }} />
          </span>
        )}
      </button>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <AuthIcon name="alert" size={14} />
          {error}
        </p>
      )}
    </div>
  );
}
