import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { ApiError } from '@/lib/api-client';
import styles from './form.module.css';

/** A problem to show: a text key with its parameters (a zod message, or a server refusal). */
export interface Problem {
  key: string;
  params?: Record<string, unknown>;
}

/** The contract's shared rule keys (their texts travel with the accounts feature) and this feature's own texts for them. */
const sharedRuleKeys: Record<string, string> = {
  input_cannot_be_empty: 'mc_required',
  reg_pattern_3: 'mc_invalid_email',
  enter_valid_phone_number: 'mc_invalid_phone',
  enter_valid_verification_code: 'mc_invalid_code',
};

/**
 * A refused call as a field problem: the server's field when it names one (VALIDATION_ERROR carries the rule's key
 * and bounds), else a problem for the whole form.
 */
export function problemOf(error: unknown): { field?: string; problem: Problem } {
  if (!(error instanceof ApiError)) return { problem: { key: 'err_network_error' } };
  const value = (error.value ?? {}) as { field?: string; key?: string; params?: Record<string, unknown>; retryAfterSeconds?: number };
  const key = error.code === 'VALIDATION_ERROR' && value.key ? (sharedRuleKeys[value.key] ?? value.key) : error.messageKey;
  return { field: value.field, problem: { key, params: value.params ?? (value.retryAfterSeconds ? { seconds: value.retryAfterSeconds } : undefined) } };
}

/** A field's message: zod issues carry the key as message; bounds travel as "key|min|max". */
export const encodeProblem = (p: Problem) => [p.key, p.params?.min, p.params?.max].filter((x) => x !== undefined).join('|');
export function useProblemText() {
  const { t } = useTranslation();
  return (message: string | Problem | undefined) => {
    if (!message) return undefined;
    if (typeof message !== 'string') return t(message.key, message.params);
    const [key, min, max] = message.split('|');
    return t(key!, min !== undefined ? { min, max } : undefined);
  };
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** the error text, already translated */
  error?: string;
  /** what sits right of the input inside its row (a send-code button) */
  after?: ReactNode;
  /** shown inside the input at its end (a character count) */
  end?: ReactNode;
  /** shown before the input (a dialling-code picker) */
  before?: ReactNode;
};

/** A labelled input with its first error below. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, after, end, before, id: givenId, ...input }, ref) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {before}
        <div className={styles.control}>
          <input ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
          {end}
        </div>
        {after}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** A refusal that belongs to no single field, or a success line. */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Glyph name={tone === 'success' ? 'checkCircle' : 'alert'} size={18} />
      <span>{message}</span>
    </div>
  );
}

/** The form's button: disabled and spinning while the call runs. */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
