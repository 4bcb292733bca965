import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { sendBindEmailCode, useBindEmail } from '../../api/bind-email';
import { useBindForm } from '../../hooks/use-bind-form';
import { CurrentPasswordField, currentPasswordRules, VerificationCodeField, verificationCodeRules } from './bind-fields';
import styles from '../account-forms.module.css';

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
  const { f, alert, done, sendCode, submitWith } = useBindForm<Fields>({ email: '', verificationCode: '', password: '' }, ['email', 'verificationCode', 'password'], onDone);
  const { errors } = f.formState;

  const send = () =>
    sendCode(change ? ['email', 'password'] : ['email'], ({ email, password }) => sendBindEmailCode({ email: email.trim(), ...(change ? { password } : {}) }));
  const submit = submitWith(({ email, verificationCode, password }) => bind.mutateAsync({ email: email.trim(), verificationCode, ...(change ? { password } : {}) }));

  return (
    <form className={`${form.form} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t(change ? 'mc_change_email' : 'mc_bind_email')}>
      {change && <CurrentPasswordField registration={f.register('password', currentPasswordRules)} error={errors.password?.message} />}
      <TextField
        label={t('mc_new_email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={problemText(errors.email?.message)}
        {...f.register('email', { required: { value: true, message: 'mc_required' }, pattern: { value: EMAIL, message: 'mc_invalid_email' } })}
      />
      <VerificationCodeField registration={f.register('verificationCode', verificationCodeRules)} error={errors.verificationCode?.message} send={send} />
      <FormAlert message={problemText(alert)} />
      {done && <FormAlert tone="success" message={t('mc_email_bound')} />}
      <SubmitButton busy={bind.isPending}>{t(change ? 'mc_change_email' : 'mc_bind_email')}</SubmitButton>
    </form>
  );
}
