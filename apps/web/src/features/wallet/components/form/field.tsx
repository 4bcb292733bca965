import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { decodeProblem, type FieldProblem } from '../../utils/amount';
import styles from './form.module.css';

/** A field's error (a zod message or a server problem) in the player's language. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: string | FieldProblem | undefined) => {
    if (!problem) return undefined;
    const { key, params } = typeof problem === 'string' ? decodeProblem(problem) : problem;
    return t(key, params);
  };
}

interface FieldFrameProps {
  label: ReactNode;
  /** the error text, already translated */
  error?: string;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
  /** what sits at the end of the label row (e.g. a limit) */
  aside?: ReactNode;
}

function FieldFrame({ label, error, hint, id, children, aside }: FieldFrameProps) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside && <span className={styles.aside}>{aside}</span>}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
  /** shown inside the input before the text (a currency symbol) */
  prefix?: ReactNode;
  /** shown inside the input after the text (a button) */
  suffix?: ReactNode;
};

/** A labelled input with its error (first error only) or hint below. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, aside, prefix, suffix, id: givenId, className, ...input },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} aside={aside}>
      <div className={[styles.control, className].filter(Boolean).join(' ')}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...input}
        />
        {suffix}
      </div>
    </FieldFrame>
  );
});

/** A password input with a show/hide button. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'suffix'>>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      ref={ref}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      spellCheck={false}
      {...props}
      suffix={
        <button type="button" className={styles.suffixButton} onClick={() => setShown((s) => !s)} aria-pressed={shown} aria-label={t('wl_show_password')}>
          <Glyph name={shown ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
});

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; hint?: ReactNode; aside?: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, aside, id: givenId, children, className, ...select },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} aside={aside}>
      <div className={[styles.control, styles.selectControl, className].filter(Boolean).join(' ')}>
        <select ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} {...select}>
          {children}
        </select>
      </div>
    </FieldFrame>
  );
});

/** A refusal that belongs to no single field. */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Glyph name={tone === 'success' ? 'checkCircle' : tone === 'info' ? 'info' : 'alert'} size={18} />
      <span>{message}</span>
    </div>
  );
}

/** The form's button: disabled and spinning while the call runs. */
export function SubmitButton({ busy, children, variant = 'primary', disabled }: { busy: boolean; children: ReactNode; variant?: 'primary' | 'accent'; disabled?: boolean }) {
  return (
    <button type="submit" className={styles.submit} data-variant={variant} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
