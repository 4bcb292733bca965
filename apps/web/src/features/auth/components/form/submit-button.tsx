import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from '@/components/ui/button/button';
import styles from './form.module.css';

/** A full-width button that shows a spinner and is busy while its action runs. */
export function SubmitButton({
  loading = false,
  children,
  variant = 'primary',
  className,
  type = 'submit',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; variant?: 'primary' | 'accent' | 'outline' }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, 'lg', [styles.submit, className].filter(Boolean).join(' '))}
      aria-busy={loading || undefined}
      disabled={loading || rest.disabled}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A message about the whole form (a server refusal that belongs to no single field). */
export function FormAlert({ children, tone = 'error' }: { children: string | undefined; tone?: 'error' | 'info' | 'success' }) {
  if (!children) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={styles.alert} data-tone={tone}>
      {children}
    </p>
  );
}
