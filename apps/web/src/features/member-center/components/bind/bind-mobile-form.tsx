import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryPicker, defaultDialingCode } from '@/components/ui/country-picker/country-picker';
import { useSiteConfig } from '@/config/brand';
import { sendBindMobileCode, useBindMobile } from '../../api/bind-mobile';
import { useCountryCodes } from '../../api/get-country-codes';
import { encodeProblem, FormAlert, problemOf, SubmitButton, TextField, useProblemText, type Problem } from '../form/fields';
import styles from '../form/form.module.css';
import { SendCodeButton } from './send-code-button';

interface Fields {
  mobileNum: string;
  verificationCode: string;
  password: string;
}

const required = { value: true, message: 'mc_required' } as const;

/**
 * Binds a phone number with an SMS code (the dialling-code picker of the registration form). Changing a bound
 * number also asks for the login password.
 */
export function BindMobileForm({ token, change, dialingCode, onDone }: { token: string; change: boolean; dialingCode: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { location } = useSiteConfig();
  const codes = useCountryCodes();
  const [picked, setPicked] = useState<string | null>(dialingCode);
  const countryDialingCode = picked ?? defaultDialingCode(codes.data, location.country);
  const bind = useBindMobile(token);
  const [alert, setAlert] = useState<Problem>();
  const [done, setDone] = useState(false);
  const f = useForm<Fields>({ defaultValues: { mobileNum: '', verificationCode: '', password: '' } });
  const { errors } = f.formState;

  const report = (error: unknown) => {
    const { field, problem } = problemOf(error);
    const target = (['mobileNum', 'verificationCode', 'password'] as const).find((name) => name === field);
    if (target) f.setError(target as Path<Fields>, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
    else setAlert(problem);
  };

  const send = async () => {
    setAlert(undefined);
    f.clearErrors('verificationCode');
    if (!(await f.trigger(change ? ['mobileNum', 'password'] : ['mobileNum']))) return null;
    const { mobileNum, password } = f.getValues();
    try {
      return await sendBindMobileCode({ countryDialingCode, mobileNum, ...(change ? { password } : {}) });
    } catch (error) {
      report(error);
      throw error;
    }
  };

  const submit = f.handleSubmit(async ({ mobileNum, verificationCode, password }) => {
    setAlert(undefined);
    try {
      await bind.mutateAsync({ countryDialingCode, mobileNum, verificationCode, ...(change ? { password } : {}) });
      setDone(true);
      onDone?.();
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t(change ? 'mc_change_mobile' : 'mc_bind_mobile')}>
      {change && (
        <TextField
          label={t('mc_login_password')}
          type="password"
          autoComplete="current-password"
          error={problemText(errors.password?.message)}
          {...f.register('password', { required })}
        />
      )}
      <TextField
        label={t('mc_new_mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        error={problemText(errors.mobileNum?.message)}
        before={<CountryPicker value={countryDialingCode} onChange={setPicked} label={t('mc_country_code')} codes={codes.data ?? []} />}
        {...f.register('mobileNum', { required: { value: true, message: 'mc_invalid_phone' }, pattern: { value: /^\d{4,20}$/, message: 'mc_invalid_phone' } })}
      />
      <TextField
        label={t('mc_verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={problemText(errors.verificationCode?.message)}
        after={<SendCodeButton send={send} />}
        {...f.register('verificationCode', { required: { value: true, message: 'mc_invalid_code' } })}
      />
      <FormAlert message={problemText(alert)} />
      {done && <FormAlert tone="success" message={t('mc_mobile_bound')} />}
      <SubmitButton busy={bind.isPending}>{t(change ? 'mc_change_mobile' : 'mc_bind_mobile')}</SubmitButton>
    </form>
  );
}
