import { numberReadyForCode, settleNumberField, submitWithNumber } from '@/lib/phone-number';
import type { VerificationRequiredValue } from '@app/contract/session';
import { checkMobile } from '@app/contract/validation';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { useSiteConfig } from '@/config/brand';
import { LOGIN_MODAL, REGISTER_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { Checkbox } from '@/components/ui/form/checkbox';
import { useDefaultDialingCode } from '@/components/ui/country-picker/use-default-dialing-code';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import kit from '@/components/ui/form/form.module.css';
import { login, loginNeedsCaptcha, sendSmsLoginCode } from '../api/login';
import { useRegisterSettings } from '../api/get-register-settings';
import { useCaptcha } from '../hooks/use-captcha';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { useFreeDemo } from '../hooks/use-free-demo';
import { FORGOT_PASSWORD_MODAL } from '../modal-names';
import { fieldOfError, errorKey } from '../utils/api-errors';
import { encodeProblem, useProblemText } from '@/components/ui/form/problem';
import { readRemembered } from '../utils/remember-me';
import { rulesResolver } from '../utils/rules-resolver';
import { CaptchaField } from './form/captcha-field';
import { tabPanelProps, Tabs, useTabsId } from '@/components/ui/tabs/tabs';
import { LoginVerification } from './login-verification';
import { useFinishLogin, type LoginMeta } from '../hooks/use-finish-login';
import { MobileNumberRow, PasswordRow, SmsCodeRow, UsernameRow } from './form/sign-in-fields';
import styles from './auth-form.module.css';
import '../locales/texts';

export type LoginTab = 'username' | 'sms';
export interface LoginModalProps {
  tab?: LoginTab;
  /** prefills the username (after a password change) */
  username?: string;
  /** a text-pack key shown above the form (an ended session, a changed password) */
  notice?: string;
  /** a login that already asked its second factor (the automatic login after a password reset) */
  verification?: { value: VerificationRequiredValue; meta: LoginMeta };
}

/** The login modal: tabs for username and SMS login (the first the brand enables is the default). */
export function LoginModal() {
  const { t } = useTranslation();
  return (
    <Modal name={LOGIN_MODAL} title={t('in_login')} width={440}>
      {(props) => <LoginPanel {...(props as LoginModalProps)} />}
    </Modal>
  );
}

export function LoginPanel({ tab, username, notice, verification: pending }: LoginModalProps) {
  const { t } = useTranslation();
  const { whitelabel, register } = useSiteConfig();
  const tabs: LoginTab[] = [...(whitelabel.COMM3 ? ['username' as const] : []), ...(whitelabel.MOBILEVERCODELOGIN3 ? ['sms' as const] : [])];
  const [current, setCurrent] = useState<LoginTab>(tab && tabs.includes(tab) ? tab : (tabs[0] ?? 'username'));
  const [verification, setVerification] = useState<{ value: VerificationRequiredValue; meta: LoginMeta } | null>(pending ?? null);
  const [remembered] = useState(readRemembered);
  const idBase = useTabsId();
  const demo = useFreeDemo();
  const root = useRef<HTMLDivElement>(null);
  useFocusFirstField(root);

  if (verification)
    return <LoginVerification required={verification.value} meta={verification.meta} onBack={() => setVerification(null)} />;

  const switchTo = (name: string, props?: Record<string, unknown>) => {
    modals.close(LOGIN_MODAL);
    modals.open(name, props);
  };
  return (
    <div className={kit.form} ref={root}>
      <FormAlert look="sign-in" tone="info" message={notice ? t(notice) : undefined} />
      {tabs.length > 1 && (
        <Tabs
          idBase={idBase}
          label={t('in_login_method')}
          value={current}
          onChange={setCurrent}
          items={tabs.map((value) => ({ value, label: t(value === 'sms' ? 'in_sms_login' : 'in_username_login') }))}
        />
      )}
      {tabs.length === 0 ? (
        <FormAlert look="sign-in" message={t('err_operation_not_allowed')} />
      ) : (
        <div {...(tabs.length > 1 ? tabPanelProps(idBase, current) : {})}>
          {current === 'username' ? (
            <UsernameLoginForm
              key="username"
              defaultUsername={username ?? remembered.username}
              defaultRemember={remembered.remember}
              onVerify={(value, meta) => setVerification({ value, meta })}
              onForgot={() => switchTo(FORGOT_PASSWORD_MODAL)}
            />
          ) : (
            <SmsLoginForm
              key="sms"
              defaultMobile={remembered.mobileNum}
              defaultCountry={remembered.countryDialingCode}
              defaultRemember={remembered.remember}
            />
          )}
        </div>
      )}
      {(register.freePlay || whitelabel.DIRECTREG3) && <div className={styles.divider}>{t('in_or')}</div>}
      {register.freePlay && (
        <SubmitButton look="sign-in" type="button" variant="outline" busy={demo.busy} onClick={demo.start}>
          {t('in_free_demo')}
        </SubmitButton>
      )}
      {whitelabel.DIRECTREG3 && (
        <p className={`${styles.muted} ${styles.center}`}>
          {t('in_no_account')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => switchTo(REGISTER_MODAL)}>
            {t('in_register_now')}
          </button>
        </p>
      )}
    </div>
  );
}

interface UsernameFields {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

function UsernameLoginForm({
  defaultUsername,
  defaultRemember,
  onVerify,
  onForgot,
}: {
  defaultUsername: string;
  defaultRemember: boolean;
  onVerify: (value: VerificationRequiredValue, meta: LoginMeta) => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  const message = useProblemText();
  const captcha = useCaptcha();
  const finish = useFinishLogin();
  const [alert, setAlert] = useState<string>();
  const form = useForm<UsernameFields>({
    defaultValues: { username: defaultUsername, password: '', captcha: '', remember: defaultRemember },
    resolver: rulesResolver<UsernameFields>((v) => ({
      username: v.username.trim() ? null : 'input_cannot_be_empty',
      password: v.password.trim() ? null : 'input_cannot_be_empty',
      captcha: captcha.shown && !v.captcha.trim() ? 'err_captcha_required' : null,
    })),
  });
  const { errors, isSubmitting } = form.formState;

  // failures on record (on the account, or from this client) make the server ask for the captcha: show it before
  // the submit that needs it, asked once the username is known (typed, or remembered)
  const askedFor = useRef<string | null>(null);
  const askCaptcha = (name: string) => {
    const username = name.trim();
    if (!username || captcha.shown || askedFor.current === username.toLowerCase()) return;
    askedFor.current = username.toLowerCase();
    void loginNeedsCaptcha(username)
      .then((required) => required && !captcha.shown && captcha.show())
      .catch(() => undefined);
  };
  useEffect(() => askCaptcha(defaultUsername), []); // eslint-disable-line react-hooks/exhaustive-deps -- the remembered name, once

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    const meta: LoginMeta = { remember: values.remember, username: values.username.trim(), password: values.password.trim() };
    try {
      const value = await login({
        type: 'username',
        username: meta.username,
        password: meta.password,
        rememberMe: values.remember,
        ...(captcha.id ? { captcha: values.captcha.trim(), captchaId: captcha.id } : {}),
      });
      await finish(value, meta);
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(errorKey(error));
      if (error.code === 'VERIFICATION_REQUIRED') return onVerify(error.value as VerificationRequiredValue, meta);
      // the spec: a refusal that carries captcha shows the captcha from now on (a shown one was spent: a new one)
      if ((error.value as { captcha?: boolean } | null)?.captcha) {
        if (captcha.shown) captcha.renew();
        else captcha.show();
        form.setValue('captcha', '');
      }
      const onField = fieldOfError(error);
      if (onField && onField.field in values) form.setError(onField.field as keyof UsernameFields, { message: onField.message }, { shouldFocus: true });
      else setAlert(error.messageKey);
    }
  });

  return (
    <form className={kit.form} onSubmit={submit} noValidate>
      <UsernameRow error={message(errors.username?.message)} {...form.register('username', { onBlur: (e: FocusEvent<HTMLInputElement>) => askCaptcha(e.target.value) })} />
      <PasswordRow
        label={t('in_password')}
        kind="current"
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      {captcha.id && (
        <CaptchaField
          captchaId={captcha.id}
          onRefresh={captcha.refresh}
          error={message(errors.captcha?.message)}
          {...form.register('captcha')}
        />
      )}
      <div className={styles.row}>
        <Checkbox label={t('in_remember_me')} {...form.register('remember')} />
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t('in_forgot_password')}
        </button>
      </div>
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_login')}</SubmitButton>
    </form>
  );
}

interface SmsFields {
  mobileNum: string;
  verificationCode: string;
  remember: boolean;
}

function SmsLoginForm({ defaultMobile, defaultCountry, defaultRemember }: { defaultMobile: string; defaultCountry: string; defaultRemember: boolean }) {
  const { t } = useTranslation();
  const message = useProblemText();
  const settings = useRegisterSettings();
  const finish = useFinishLogin();
  const fallbackCountry = useDefaultDialingCode();
  const [country, setCountry] = useState(defaultCountry);
  const dialingCode = country || fallbackCountry;
  const [alert, setAlert] = useState<string>();
  const mobileError = (mobileNum: string) => {
    const error = checkMobile(settings, mobileNum.trim());
    return error ? encodeProblem({ key: error.key, params: error.params }) : null;
  };
  const form = useForm<SmsFields>({
    defaultValues: { mobileNum: defaultMobile, verificationCode: '', remember: defaultRemember },
    resolver: rulesResolver<SmsFields>((v) => ({
      mobileNum: mobileError(v.mobileNum),
      verificationCode: v.verificationCode.trim() ? null : 'enter_valid_verification_code',
    })),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    const meta: LoginMeta = { remember: values.remember, mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode };
    try {
      const value = await login({ type: 'sms', countryDialingCode: dialingCode, mobileNum: meta.mobileNum, verificationCode: values.verificationCode.trim(), rememberMe: values.remember });
      await finish(value, meta);
    } catch (error) {
      const onField = fieldOfError(error, 'verificationCode');
      if (onField && onField.field in values) form.setError(onField.field as keyof SmsFields, { message: onField.message }, { shouldFocus: true });
      else setAlert(errorKey(error));
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
          validate: () => numberReadyForCode(form, 'mobileNum', dialingCode),
          request: (human) => sendSmsLoginCode({ countryDialingCode: dialingCode, mobileNum: form.getValues('mobileNum').trim(), ...human }),
          onFieldError: (error) => {
              const onField = fieldOfError(error, 'mobileNum');
              if (!onField || onField.field !== 'mobileNum') return false;
              form.setError('mobileNum', { message: onField.message }, { shouldFocus: true });
              return true;
            },
        }}
      />
      <Checkbox label={t('in_remember_me')} {...form.register('remember')} />
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_login')}</SubmitButton>
    </form>
  );
}
