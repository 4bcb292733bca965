import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthIcon, type AuthIconName } from '../auth-icon';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  label: string;
  /** the field's first error, in words */
  error?: string;
  icon?: AuthIconName;
  /** before the input, after the icon (the dialling-code picker) */
  leading?: ReactNode;
  /** after the input (a send-code button, a captcha image) */
  trailing?: ReactNode;
  registration?: UseFormRegisterReturn;
}

/** The spec's placeholder: the field's name, with an asterisk when it is required. */
export const starred = (text: string, required: boolean) => (required ? `${text} *` : text);

/** A labelled input whose error sits under it, linked by aria-describedby. */
export function TextField({ label, error, icon, leading, trailing, registration, id: givenId, className, required, ...input }: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        {icon && <AuthIcon name={icon} className={styles.icon} />}
        {leading}
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
          {...registration}
        />
        {trailing}
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

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      icon={props.icon ?? 'lock'}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('in_show_password')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <AuthIcon name={shown ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
