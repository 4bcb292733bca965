import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import type { FieldLook } from './field';
import styles from './form.module.css';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** the call runs: disabled, spinning and aria-busy */
  busy?: boolean;
  variant?: 'primary' | 'accent' | 'outline';
  look?: FieldLook;
};

/** The form's button: disabled and spinning while the call runs (full width, a large button in the sign-in look). */
export function SubmitButton({ busy = false, children, variant = 'primary', look = 'standard', className, type = 'submit', disabled, ...rest }: SubmitButtonProps) {
  const lookClass = look === 'sign-in' ? buttonClass(variant, 'lg', [styles.signInSubmit, className].filter(Boolean).join(' ')) : [styles.submit, className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={lookClass}
      data-variant={look === 'standard' ? variant : undefined}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A message about the whole form (a refusal that belongs to no single field, or a success line). */
export function FormAlert({ message, tone = 'error', look = 'standard' }: { message: ReactNode | undefined; tone?: 'error' | 'success' | 'info'; look?: FieldLook }) {
  if (!message) return null;
  const role = tone === 'error' ? 'alert' : 'status';
  if (look === 'sign-in')
    return (
      <p role={role} className={styles.signInAlert} data-tone={tone}>
        {message}
      </p>
    );
  return (
    <div className={styles.alert} data-tone={tone} role={role}>
      <Glyph name={tone === 'success' ? 'checkCircle' : tone === 'info' ? 'info' : 'alert'} size={18} />
      <span>{message}</span>
    </div>
  );
}
