import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from '@/components/ui/country-picker/country-picker';
import { useDefaultDialingCode } from '@/components/ui/country-picker/use-default-dialing-code';
import { useCountryCodes } from '@/lib/shared-api/country-codes';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { settleNumberField, submitWithNumber } from '@/lib/phone-number';
import { sendBindMobileCode, useBindMobile } from '../../api/bind-mobile';
import { useBindForm } from '../../hooks/use-bind-form';
import { CurrentPasswordField, currentPasswordRules, VerificationCodeField, verificationCodeRules } from './bind-fields';
import styles from '../account-forms.module.css';

interface Fields {
  mobileNum: string;
  verificationCode: string;
  password: string;
}

/**
 * Binds a phone number with an SMS code (the dialling-code picker of the registration form). Changing a bound
 * number also asks for the login password. Verifying (issue 31) is binding the member's own number again with its
 * code: the member types it, and no password is asked, since nothing moves.
 */
export function BindMobileForm({ token, change, verify = false, dialingCode, onDone }: { token: string; change: boolean; verify?: boolean; dialingCode: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const codes = useCountryCodes();
  const fallbackDialingCode = useDefaultDialingCode();
  const [picked, setPicked] = useState<string | null>(dialingCode);
  const countryDialingCode = picked ?? fallbackDialingCode;
  const bind = useBindMobile(token);
  const { f, alert, done, sendCode, submitWith } = useBindForm<Fields>({ mobileNum: '', verificationCode: '', password: '' }, ['mobileNum', 'verificationCode', 'password'], onDone);
  const { errors } = f.formState;

  const send = async () => {
    // the number changed while it was read: no code to a number the member did not ask for
    if (!(await settleNumberField(f, 'mobileNum', countryDialingCode))) return null;
    return sendCode(change ? ['mobileNum', 'password'] : ['mobileNum'], ({ mobileNum, password }) => sendBindMobileCode({ countryDialingCode, mobileNum, ...(change ? { password } : {}) }));
  };
  const submit = submitWith(({ mobileNum, verificationCode, password }) =>
    bind.mutateAsync({ countryDialingCode, mobileNum, verificationCode, ...(change ? { password } : {}) }),
  );

  return (
    <form className={`${form.form} ${styles.form}`} onSubmit={submitWithNumber(f, 'mobileNum', countryDialingCode, () => submit())} noValidate aria-label={t(verify ? 'mc_verify_mobile' : change ? 'mc_change_mobile' : 'mc_bind_mobile')}>
      {change && <CurrentPasswordField registration={f.register('password', currentPasswordRules)} error={errors.password?.message} />}
      <TextField
        label={t(verify ? 'mc_your_mobile' : 'mc_new_mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        error={problemText(errors.mobileNum?.message)}
        before={<CountryPicker value={countryDialingCode} onChange={setPicked} label={t('mc_country_code')} codes={codes.data ?? []} />}
        {...f.register('mobileNum', {
          required: { value: true, message: 'mc_invalid_phone' },
          pattern: { value: /^\d{4,20}$/, message: 'mc_invalid_phone' },
          // 0917 123 4567 is read as 9171234567 once the field is left
          onBlur: () => void settleNumberField(f, 'mobileNum', countryDialingCode),
        })}
      />
      <VerificationCodeField registration={f.register('verificationCode', verificationCodeRules)} error={errors.verificationCode?.message} send={send} />
      <FormAlert message={problemText(alert)} />
      {done && <FormAlert tone="success" message={t(verify ? 'mc_mobile_verified' : 'mc_mobile_bound')} />}
      <SubmitButton busy={bind.isPending}>{t(verify ? 'mc_verify' : change ? 'mc_change_mobile' : 'mc_bind_mobile')}</SubmitButton>
    </form>
  );
}
