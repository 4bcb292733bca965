import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Glyph } from '@/components/ui/glyph/glyph';
import { FieldError } from './field';
import styles from './form.module.css';

/** A native checkbox drawn to match the sign-in forms; its label may hold links. */
export const Checkbox = forwardRef<HTMLInputElement, { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function Checkbox(
  { label, error, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={styles.checkBox} aria-hidden="true">
          <Glyph name="check" size={14} />
        </span>
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error && (
        <FieldError id={errorId} look="sign-in">
          {error}
        </FieldError>
      )}
    </div>
  );
});
