import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import styles from './form.module.css';

/** standard: the account pages (wallet, member centre); sign-in: the sign-in and registration dialogs (an icon in the control). */
export type FieldLook = 'standard' | 'sign-in';

const looks = {
  standard: { field: styles.field, label: styles.label, control: styles.control, input: styles.input, error: styles.error, toggle: styles.suffixButton },
  'sign-in': {
    field: `${styles.field} ${styles.signInField}`,
    label: styles.signInLabel,
    control: styles.signInControl,
    input: styles.signInInput,
    error: styles.signInError,
    toggle: styles.iconButton,
  },
} satisfies Record<FieldLook, Record<string, string | undefined>>;

/** The spec's placeholder: the field's name, with an asterisk when it is required. */
export const starred = (text: string, required: boolean) => (required ? `${text} *` : text);

interface FrameProps {
  id: string;
  look: FieldLook;
  label: ReactNode;
  /** the error text, already translated */
  error?: string;
  hint?: ReactNode;
  /** what sits at the end of the label row (e.g. a limit) */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The error under a field: an alert on the account pages, a line with a warning sign in the sign-in dialogs. */
export function FieldError({ id, look = 'standard', children }: { id: string; look?: FieldLook; children: ReactNode }) {
  if (look === 'sign-in')
    return (
      <p id={id} className={looks[look].error}>
        <Glyph name="alert" size={14} />
        {children}
      </p>
    );
  return (
    <p id={id} className={looks[look].error} role="alert">
      {children}
    </p>
  );
}

/** A label, the control, and the first error (or a hint) under it. */
function FieldFrame({ id, look, label, error, hint, aside, className, children }: FrameProps) {
  const s = looks[look];
  const labelNode = (
    <label htmlFor={id} className={s.label}>
      {label}
    </label>
  );
  const aboveControl =
    look === 'standard' ? (
      <div className={styles.labelRow}>
        {labelNode}
        {aside && <span className={styles.aside}>{aside}</span>}
      </div>
    ) : (
      labelNode
    );
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')} data-invalid={error ? 'true' : undefined}>
      {aboveControl}
      {children}
      {error ? (
        <FieldError id={`${id}-error`} look={look}>
          {error}
        </FieldError>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size' | 'children'> & {
  label: ReactNode;
  /** the field's first error, already translated */
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
  look?: FieldLook;
  /** a line icon at the start of the control (sign-in look) */
  icon?: ReactNode;
  /** text inside the control before the input (a currency symbol) */
  prefix?: ReactNode;
  /** inside the control before the input, after the icon (a dialling-code picker) */
  leading?: ReactNode;
  /** inside the control after the input (a button, a character count, a captcha image) */
  suffix?: ReactNode;
  /** beside the control, before it (a dialling-code picker) */
  before?: ReactNode;
  /** beside the control, after it (a send-code button) */
  after?: ReactNode;
};

/**
 * A labelled input with its first error (or a hint) below, linked by aria-describedby. `required` marks the field
 * for assistive technology only: the form's own rules check it (forms are noValidate).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, aside, look = 'standard', icon, prefix, leading, suffix, before, after, id: givenId, className, required, ...input },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const s = looks[look];
  const control = (
    <div className={s.control}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {prefix && (
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
      )}
      {leading}
      <input
        ref={ref}
        id={id}
        className={s.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        {...input}
      />
      {suffix}
    </div>
  );
  return (
    <FieldFrame id={id} look={look} label={label} error={error} hint={hint} aside={aside} className={className}>
      {before || after ? (
        <div className={styles.row}>
          {before}
          {control}
          {after}
        </div>
      ) : (
        control
      )}
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
      autoComplete="off"
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      suffix={
        <button type="button" className={looks[props.look ?? 'standard'].toggle} onClick={() => setShown((s) => !s)} aria-pressed={shown} aria-label={t('show_password')}>
          <Glyph name={shown ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
});

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; hint?: ReactNode; aside?: ReactNode };

/** A labelled native select (standard look). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, aside, id: givenId, children, className, ...select },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} look="standard" label={label} error={error} hint={hint} aside={aside} className={className}>
      <div className={`${styles.control} ${styles.selectControl}`}>
        <select ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} {...select}>
          {children}
        </select>
      </div>
    </FieldFrame>
  );
});

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode; aside?: ReactNode };

/**
 * A labelled multi-line text (standard look), its first error or hint below; `aside` at the end of the label row
 * (a character count, which then describes the field too).
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, aside, id: givenId, className, required, rows = 4, ...textarea },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const described = [describedBy(id, error, hint), aside ? `${id}-aside` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} look="standard" label={label} error={error} hint={hint} aside={aside && <span id={`${id}-aside`}>{aside}</span>} className={className}>
      <div className={`${styles.control} ${styles.textareaControl}`}>
        <textarea
          ref={ref}
          id={id}
          rows={rows}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required={required || undefined}
          {...textarea}
        />
      </div>
    </FieldFrame>
  );
});
