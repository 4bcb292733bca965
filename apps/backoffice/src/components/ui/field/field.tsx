import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldFrame {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** Ids of a field's hint and error, for aria-describedby. */
function useDescribed(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FrameText({ hintId, errorId, hint, error }: { hintId?: string; errorId?: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** A labelled text input with its hint and error (announced and tied to the input). */
export function TextField({ label, hint, error, ref, className, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const d = useDescribed(hint, error);
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={d.id} className={styles.label}>
        {label}
      </label>
      <input id={d.id} ref={ref} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...input} />
      <FrameText {...d} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ label, hint, error, ref, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const d = useDescribed(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={d.id} className={styles.label}>
        {label}
      </label>
      <textarea id={d.id} ref={ref} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...input} />
      <FrameText {...d} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  ref,
  options,
  className,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: readonly { value: string; label: string }[] }) {
  const d = useDescribed(hint, error);
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={d.id} className={styles.label}>
        {label}
      </label>
      <select id={d.id} ref={ref} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FrameText {...d} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({ label, hint, ref, ...input }: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const d = useDescribed(hint, undefined);
  return (
    <div className={styles.check}>
      <input id={d.id} ref={ref} type="checkbox" aria-describedby={d.describedBy} {...input} />
      <label htmlFor={d.id}>{label}</label>
      {hint && (
        <span id={d.hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
