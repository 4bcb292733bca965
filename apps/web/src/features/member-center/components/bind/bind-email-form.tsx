import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendBindEmailCode, useBindEmail } from '../../api/bind-email';
import { encodeProblem, FormAlert, problemOf, SubmitButton, TextField, useProblemText, type Problem } from '../form/fields';
import styles from '../form/form.module.css';
import { SendCodeButton } from './send-code-button';

interface Fields {
  email: string;
  verificationCode: string;
  password: string;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Binds an email address with a code sent to it. Changing a bound address also asks for the login password. */
export function BindEmailForm({ token, change, onDone }: { token: string; change: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const bind = useBindEmail(token);
  const [alert, setAlert] = useState<Problem>();
  const [done, setDone] = useState(false);
  const f = useForm<Fields>({ defaultValues: { email: '', verificationCode: '', password: '' } });
  const { errors } = f.formState;

  const report = (error: unknown) => {
    const { field, problem } = problemOf(error);
    const target = (['email', 'verificationCode', 'password'] as const).find((name) => name === field);
    if (target) f.setError(target as Path<Fields>, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
    else setAlert(problem);
  };

  const send = async () => {
    setAlert(undefined);
    f.clearErrors('verificationCode');
    if (!(await f.trigger(change ? ['email', 'password'] : ['email']))) return null;
    const { email, password } = f.getValues();
    try {
      return await sendBindEmailCode({ email: email.trim(), ...(change ? { password } : {}) });
    } catch (error) {
      report(error);
      throw error;
    }
  };

  const submit = f.handleSubmit(async ({ email, verificationCode, password }) => {
    setAlert(undefined);
    try {
      await bind.mutateAsync({ email: email.trim(), verificationCode, ...(change ? { password } : {}) });
      setDone(true);
      onDone?.();
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t(change ? 'mc_change_email' : 'mc_bind_email')}>
      {change && (
        <TextField
          label={t('mc_login_password')}
          type="password"
          autoComplete="current-password"
          error={problemText(errors.password?.message)}
          {...f.register('password', { required: { value: true, message: 'mc_required' } })}
        />
      )}
      <TextField
        label={t('mc_new_email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={problemText(errors.email?.message)}
        {...f.register('email', { required: { value: true, message: 'mc_required' }, pattern: { value: EMAIL, message: 'mc_invalid_email' } })}
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
      {done && <FormAlert tone="success" message={t('mc_email_bound')} />}
      <SubmitButton busy={bind.isPending}>{t(change ? 'mc_change_email' : 'mc_bind_email')}</SubmitButton>
    </form>
  );
}
