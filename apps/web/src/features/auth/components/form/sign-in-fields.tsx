import { forwardRef, type ComponentProps, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, starred, TextField } from '@/components/ui/form/field';
import { AuthIcon } from '../auth-icon';
import { CountryPicker } from './country-picker';
import { SmsCodeButton } from './sms-code-button';

/** What react-hook-form's register() hands a field, plus its error in words. */
type RowProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> & { error?: string };

/**
 * A required password of the sign-in dialogs: the current one (a lock, the browser may fill it) or a new one (a key,
 * the browser may offer to save it).
 */
export const PasswordRow = forwardRef<HTMLInputElement, RowProps & { label: string; kind: 'current' | 'new' }>(function PasswordRow({ label, kind, ...rest }, ref) {
  return (
    <PasswordField
      ref={ref}
      look="sign-in"
      label={label}
      placeholder={starred(label, true)}
      icon={<AuthIcon name={kind === 'new' ? 'key' : 'lock'} />}
      required
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      {...rest}
    />
  );
});

/** The required username (the browser may fill it; no capitals or spelling fixes). */
export const UsernameRow = forwardRef<HTMLInputElement, RowProps>(function UsernameRow(props, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      look="sign-in"
      label={t('in_username')}
      placeholder={starred(t('in_username'), true)}
      icon={<AuthIcon name="user" />}
      required
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
});

/** The required mobile number with the dialling-code picker inside the field. */
export const MobileNumberRow = forwardRef<HTMLInputElement, RowProps & { dialingCode: string; onDialingCodeChange: (code: string) => void }>(
  function MobileNumberRow({ dialingCode, onDialingCodeChange, ...rest }, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        look="sign-in"
        label={t('in_mobile_number')}
        placeholder={starred(t('in_mobile_number'), true)}
        type="tel"
        inputMode="tel"
        required
        autoComplete="tel-national"
        leading={<CountryPicker value={dialingCode} onChange={onDialingCodeChange} label={t('in_country_code')} />}
        {...rest}
      />
    );
  },
);

/** The required one-time code with its send button (which counts down to the next send) inside the field. */
export const SmsCodeRow = forwardRef<HTMLInputElement, RowProps & { send: ComponentProps<typeof SmsCodeButton> }>(function SmsCodeRow({ send, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      look="sign-in"
      label={t('in_verification_code')}
      placeholder={starred(t('in_verification_code'), true)}
      icon={<AuthIcon name="message" />}
      inputMode="numeric"
      required
      autoComplete="one-time-code"
      {...rest}
      suffix={<SmsCodeButton {...send} />}
    />
  );
});
