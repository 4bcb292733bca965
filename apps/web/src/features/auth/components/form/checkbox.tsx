import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AuthIcon } from '../auth-icon';
import styles from './form.module.css';

/** A native checkbox drawn to match the forms; its label may hold links. */
export function Checkbox({
  label,
  error,
  registration,
  ...input
}: { label: ReactNode; error?: string; registration?: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
          {...registration}
        />
        <span className={styles.checkBox} aria-hidden="true">
          <AuthIcon name="check" size={14} />
        </span>
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          <AuthIcon name="alert" size={14} />
          {error}
        </p>
      )}
    </div>
  );
}
