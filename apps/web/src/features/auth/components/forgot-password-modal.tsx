import { numberReadyForCode, settleNumberField, submitWithNumber } from '@/lib/phone-number';
import type { VerificationRequiredValue } from '@app/contract/session';
import { checkMobile } from '@app/contract/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { useSiteConfig } from '@/config/brand';
import { LOGIN_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { useDefaultDialingCode } from '@/components/ui/country-picker/use-default-dialing-code';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { starred, TextField } from '@/components/ui/form/field';
import kit from '@/components/ui/form/form.module.css';
import { login } from '../api/login';
import { forgotPasswordByEmail, sendPasswordSmsCode, setPasswordByPhone } from '../api/password';
import { useRegisterSettings } from '../api/get-register-settings';
import { useSignInContext } from '../hooks/use-sign-in-context';
import { FORGOT_PASSWORD_MODAL } from '../modal-names';
import { errorKey, fieldOfError } from '../utils/api-errors';
import { completeSignIn } from '../utils/complete-sign-in';
import { encodeProblem, useProblemText } from '@/components/ui/form/problem';
import { newPasswordErrors } from '../utils/new-password';
import { rulesResolver } from '../utils/rules-resolver';
import { tabPanelProps, Tabs, useTabsId } from '@/components/ui/tabs/tabs';
import { AuthIcon } from './auth-icon';
import { MobileNumberRow, PasswordRow, SmsCodeRow, UsernameRow } from './form/sign-in-fields';
import styles from './auth-form.module.css';

type ForgotTab = 'email' | 'mobile';

/** The spec's forgot-password countdown: from the server's expiry timestamp. */
export const secondsUntil = (expirationTime: number) => Math.max(1, Math.ceil((expirationTime - Date.now()) / 1000));

/** Forgot password: by email, and by mobile number when the brand enables it (CHNGPASSVERIF3). */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const { whitelabel } = useSiteConfig();
  const tabs: ForgotTab[] = whitelabel.CHNGPASSVERIF3 ? ['email', 'mobile'] : ['email'];
  const [tab, setTab] = useState<ForgotTab>('email');
  const idBase = useTabsId();
  const backToLogin = () => {
    modals.close(FORGOT_PASSWORD_MODAL);
    modals.open(LOGIN_MODAL);
  };
  return (
    <Modal name={FORGOT_PASSWORD_MODAL} title={t('in_forgot_password')} width={460}>
      <div className={kit.form}>
        {tabs.length > 1 && (
          <Tabs
            idBase={idBase}
            label={t('in_recover_method')}
            value={tab}
            onChange={setTab}
            items={tabs.map((value) => ({ value, label: t(value === 'email' ? 'in_by_email' : 'in_by_mobile') }))}
          />
        )}
        <div {...(tabs.length > 1 ? tabPanelProps(idBase, tab) : {})}>{tab === 'email' ? <EmailForm /> : <PhoneForm />}</div>
        <button type="button" className={styles.linkButton} onClick={backToLogin}>
          {t('in_back_to_login')}
        </button>
      </div>
    </Modal>
  );
}

interface EmailFields {
  username: string;
  email: string;
}

function EmailForm() {
  const { t } = useTranslation();
  const message = useProblemText();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState(false);
  const form = useForm<EmailFields>({
    defaultValues: { username: '', email: '' },
    resolver: rulesResolver<EmailFields>((v) => ({
      username: v.username.trim() ? null : 'input_cannot_be_empty',
      email: !v.email.trim() ? 'input_cannot_be_empty' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) ? null : 'reg_pattern_3',
    })),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await forgotPasswordByEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    } catch (error) {
      const onField = fieldOfError(error);
      if (onField && onField.field in values) form.setError(onField.field as keyof EmailFields, { message: onField.message }, { shouldFocus: true });
      else setAlert(errorKey(error));
    }
  });
  if (sent) return <FormAlert look="sign-in" tone="success" message={t('in_reset_email_sent')} />;
  return (
    <form className={kit.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t('in_forgot_email_intro')}</p>
      <UsernameRow error={message(errors.username?.message)} {...form.register('username')} />
      <TextField
        look="sign-in"
        label={t('in_email')}
        placeholder={starred(t('in_email'), true)}
        icon={<AuthIcon name="mail" />}
        type="email"
        inputMode="email"
        required
        autoComplete="email"
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_send_reset_email')}</SubmitButton>
    </form>
  );
}

interface PhoneFields {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** By phone: a code by SMS, a new password, then logged in with it and sent home. */
function PhoneForm() {
  const { t } = useTranslation();
  const message = useProblemText();
  const settings = useRegisterSettings();
  const context = useSignInContext();
  const fallbackCountry = useDefaultDialingCode();
  const [country, setCountry] = useState('');
  const dialingCode = country || fallbackCountry;
  const [alert, setAlert] = useState<string>();
  const form = useForm<PhoneFields>({
    mode: 'onTouched',
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    resolver: rulesResolver<PhoneFields>((v) => {
      const mobile = checkMobile(settings, v.mobileNum.trim());
      return {
        mobileNum: mobile ? encodeProblem({ key: mobile.key, params: mobile.params }) : null,
        verificationCode: v.verificationCode.trim() ? null : 'enter_valid_verification_code',
        ...newPasswordErrors(settings, v.newPassword, v.confirmNewPassword),
      };
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    let userName: string;
    try {
      ({ userName } = await setPasswordByPhone({
        countryDialingCode: dialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      }));
    } catch (error) {
      const onField = fieldOfError(error, 'verificationCode');
      if (onField && onField.field in values) form.setError(onField.field as keyof PhoneFields, { message: onField.message }, { shouldFocus: true });
      else setAlert(onField?.message ?? errorKey(error));
      return;
    }
    // the spec: logged in at once with the new password, then home
    try {
      const value = await login({ type: 'username', username: userName, password: values.newPassword });
      await completeSignIn(value, context);
    } catch (error) {
      // a second factor (a new IP) or a captcha is needed: the login modal takes over, at that step
      modals.close(FORGOT_PASSWORD_MODAL);
      const verification =
        error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED'
          ? { value: error.value as VerificationRequiredValue, meta: { username: userName, password: values.newPassword } }
          : undefined;
      modals.open(LOGIN_MODAL, {
        tab: 'username',
        username: userName,
        verification,
        notice: error instanceof ApiError && error.code !== 'NETWORK_ERROR' ? 'in_password_changed_login' : 'err_network_error',
      });
    }
  });

  return (
    <form className={kit.form} onSubmit={submitWithNumber(form, 'mobileNum', dialingCode, () => submit())} noValidate>
      <MobileNumberRow
        dialingCode={dialingCode}
        onDialingCodeChange={setCountry}
        error={message(errors.mobileNum?.message)}
        {...form.register('mobileNum', { onBlur: () => void settleNumberField(form, 'mobileNum', dialingCode) })}
      />
      <SmsCodeRow
        error={message(errors.verificationCode?.message)}
        {...form.register('verificationCode')}
        send={{
          humanRequired: settings.humanVerification,
          countdownSeconds: (value) => secondsUntil(value.expirationTime),
          validate: () => numberReadyForCode(form, 'mobileNum', dialingCode),
          request: (answer) => sendPasswordSmsCode({ countryDialingCode: dialingCode, mobileNum: form.getValues('mobileNum').trim(), ...answer }),
          onFieldError: (error) => {
              const onField = fieldOfError(error, 'mobileNum');
              if (!onField || (onField.field !== 'mobileNum' && onField.field !== 'countryDialingCode')) return false;
              form.setError('mobileNum', { message: onField.message }, { shouldFocus: true });
              return true;
            },
        }}
      />
      <PasswordRow
        label={t('in_new_password')}
        kind="new"
        error={message(errors.newPassword?.message)}
        {...form.register('newPassword', {
          onChange: () => form.getValues('confirmNewPassword') && void form.trigger('confirmNewPassword'),
        })}
      />
      <PasswordRow
        label={t('in_confirm_new_password')}
        kind="new"
        error={message(errors.confirmNewPassword?.message)}
        {...form.register('confirmNewPassword')}
      />
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_reset_and_login')}</SubmitButton>
    </form>
  );
}
