import type { RegisterFieldName, RegisterSettings } from '@app/contract/brand';
import type { RegisterBody } from '@app/contract/session';
import { registerFieldOrder, registerFieldRule, validateRegistration, type RegisterKind, type RegisterValues } from '@app/contract/validation';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { modals } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { ApiError } from '@/lib/api-client';
import { Checkbox } from '@/components/ui/form/checkbox';
import { useDefaultDialingCode } from '@/components/ui/country-picker/use-default-dialing-code';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { PasswordField, starred, TextField, type TextFieldProps } from '@/components/ui/form/field';
import kit from '@/components/ui/form/form.module.css';
import { useRegisterSettings } from '../api/get-register-settings';
import { checkAffiliateCode, register, sendRegisterSmsCode } from '../api/register';
import { useCaptcha } from '../hooks/use-captcha';
import { useHumanVerification } from '../hooks/use-human-verification';
import { useRegisterKinds } from '../hooks/use-register-kinds';
import { useSignInContext } from '../hooks/use-sign-in-context';
import { GENERATED_ACCOUNT_MODAL, REGISTER_SUCCESS_MODAL } from '../modal-names';
import { urlCodes } from '../stores/auth-session';
import { errorKey, fieldOfError } from '../utils/api-errors';
import { completeSignIn } from '../utils/complete-sign-in';
import { encodeProblem, useProblemText } from '@/components/ui/form/problem';
import { rulesResolver } from '../utils/rules-resolver';
import { AuthIcon, type AuthIconName } from './auth-icon';
import { CaptchaField } from './form/captcha-field';
import { CountryPicker } from './form/country-picker';
import { HumanCheck } from './form/human-check';
import { SmsCodeButton } from './form/sms-code-button';
import { tabPanelProps, Tabs, useTabsId } from './form/tabs';
import styles from './auth-form.module.css';
import '../locales/texts';

/** The registration fields in form order; the captcha, when enabled, is drawn after them. */
const fieldOrder: RegisterFieldName[] = registerFieldOrder.filter((field) => field !== 'captcha');
/** Kept as typed: passwords are never trimmed. */
const untrimmed = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

interface FieldLook {
  label: string;
  icon?: AuthIconName;
  password?: boolean;
  input?: Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'>;
}
/**
 * Label and input hints per field. The autocomplete tokens let the browser's password manager save the new
 * account: username (the mobile number on mobile registration) and new-password.
 */
const looks: Record<Exclude<RegisterFieldName, 'captcha'>, FieldLook> = {
  username: { label: 'in_username', icon: 'user', input: { autoComplete: 'username', autoCapitalize: 'off' } },
  mobileNum: { label: 'in_mobile_number', input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } },
  verificationCode: { label: 'in_verification_code', icon: 'message', input: { inputMode: 'numeric', autoComplete: 'one-time-code' } },
  password: { label: 'in_password', password: true, input: { autoComplete: 'new-password' } },
  confirmPassword: { label: 'in_confirm_password', password: true, input: { autoComplete: 'new-password' } },
  payeeName: { label: 'in_real_name', icon: 'user', input: { autoComplete: 'name' } },
  email: { label: 'in_email', icon: 'mail', input: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'off' } },
  qqNum: { label: 'in_qq', icon: 'message', input: { inputMode: 'numeric', autoComplete: 'off' } },
  recommenderId: { label: 'in_recommender_id', icon: 'team', input: { autoComplete: 'off' } },
  affiliateCode: { label: 'in_invitation_code', icon: 'ticket', input: { autoComplete: 'off', autoCapitalize: 'characters' } },
  // a payment PIN is not the login password: the password manager keeps out of it
  paymentPassword: { label: 'in_payment_password', password: true, input: { inputMode: 'numeric', autoComplete: 'off' } },
  line: { label: 'in_line', icon: 'message', input: { autoComplete: 'off' } },
  whatsapp: { label: 'in_whatsapp', icon: 'message', input: { inputMode: 'tel', autoComplete: 'off' } },
  zalo: { label: 'in_zalo', icon: 'message', input: { autoComplete: 'off' } },
  facebook: { label: 'in_facebook', icon: 'message', input: { autoComplete: 'off' } },
  wechat: { label: 'in_wechat', icon: 'message', input: { autoComplete: 'off' } },
  idNumber: { label: 'in_id_number', icon: 'record', input: { autoComplete: 'off' } },
};

type Values = Record<RegisterFieldName, string> & { terms: boolean };

function normalize(values: Partial<Values>): RegisterValues {
  const out: RegisterValues = {};
  for (const field of [...fieldOrder, 'captcha' as const]) {
    const value = values[field];
    if (typeof value === 'string') out[field] = untrimmed.has(field) ? value : value.trim();
  }
  return out;
}

/**
 * Registration by username or by mobile number: tabs when the brand offers both (the first is preselected), every
 * field the brand's register settings enable, the SMS code, the captcha, human verification and the terms.
 */
export function RegisterForm({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation();
  const kinds = useRegisterKinds();
  const [chosen, setChosen] = useState<RegisterKind | null>(null);
  const idBase = useTabsId();
  const kind = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  if (!kind) return <FormAlert look="sign-in" tone="info" message={t('in_registration_closed')} />;
  return (
    <div className={kit.form}>
      {kinds.length > 1 && (
        <Tabs
          idBase={idBase}
          label={t('in_register_method')}
          value={kind}
          onChange={setChosen}
          items={kinds.map((value) => ({ value, label: t(value === 'mobile' ? 'in_register_by_mobile' : 'in_register_by_username') }))}
        />
      )}
      <div {...(kinds.length > 1 ? tabPanelProps(idBase, kind) : {})}>
        <RegisterKindForm key={kind} kind={kind} />
      </div>
      {onLogin && (
        <p className={`${styles.muted} ${styles.center}`}>
          {t('in_have_account')}{' '}
          <button type="button" className={styles.linkButton} onClick={onLogin}>
            {t('in_login')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The terms sentence with its <terms>…</terms> part as the link to the user agreement (/help). */
function TermsLabel({ text }: { text: string }) {
  const [, before = text, link, after = ''] = /^(.*)<terms>(.*)<\/terms>(.*)$/s.exec(text) ?? [];
  return (
    <>
      {before}
      {link && (
        <a href="/help" target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      )}
      {after}
    </>
  );
}

function RegisterKindForm({ kind }: { kind: RegisterKind }) {
  const { t } = useTranslation();
  const message = useProblemText();
  const settings = useRegisterSettings();
  const context = useSignInContext();
  const captcha = useCaptcha();
  const human = useHumanVerification();
  const fallbackCountry = useDefaultDialingCode();
  const [country, setCountry] = useState('');
  const dialingCode = country || fallbackCountry;
  const [alert, setAlert] = useState<string>();
  const [humanError, setHumanError] = useState<string>();
  const [codes] = useState(() => urlCodes());
  const latest = useRef<RegisterSettings>(settings);
  latest.current = settings;

  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { ...Object.fromEntries([...fieldOrder, 'captcha'].map((f) => [f, ''])), affiliateCode: codes.code, terms: false } as Values,
    resolver: rulesResolver<Values>((values) => {
      const out: Record<string, string> = {};
      for (const error of validateRegistration(latest.current, kind, normalize(values))) out[error.field] = encodeProblem({ key: error.key, params: error.params });
      if (!values.terms) out.terms = 'in_please_agree_terms';
      return out;
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  const rule = (field: RegisterFieldName) => registerFieldRule(settings, kind, field, { mobileNum: mobileNum?.trim() });
  const shown = fieldOrder.filter((field) => rule(field));
  const captchaShown = rule('captcha') !== null;
  if (captchaShown && !captcha.shown) captcha.show();

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    setHumanError(undefined);
    const clean = normalize(values);
    // the spec's order: the affiliate code when its field is shown, human verification, then the registration
    if (rule('affiliateCode') && clean.affiliateCode) {
      try {
        await checkAffiliateCode(clean.affiliateCode);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_AFFILIATE_CODE') showWarning({ messageKey: 'invitation_code_error' });
        else setAlert(errorKey(error));
        return;
      }
    }
    let answer = null;
    if (settings.humanVerification) {
      answer = await human.take().catch(() => null);
      if (!answer) {
        setHumanError('please_complete_verification_first');
        return;
      }
    }
    const body: RegisterBody = {
      ...Object.fromEntries(shown.map((field) => [field, clean[field] ?? ''])),
      ...(captcha.id && captchaShown ? { captcha: clean.captcha, captchaId: captcha.id } : {}),
      ...(!rule('affiliateCode') && codes.code ? { affiliateCode: codes.code } : {}),
      ...(codes.referralCode ? { referralCode: codes.referralCode } : {}),
      ...(clean.mobileNum && rule('mobileNum') ? { countryDialingCode: dialingCode } : {}),
      ...answer,
      login: true,
      domain: window.location.host,
      registerUrl: window.location.href.slice(0, 1024),
      registerMethod: 'WEB',
    };
    try {
      const value = await register(kind, body);
      await completeSignIn(value, context);
      // mobile registration: the generated account first, then the success modal
      if (kind === 'mobile') modals.open(GENERATED_ACCOUNT_MODAL, { account: value.account });
      else modals.open(REGISTER_SUCCESS_MODAL);
    } catch (error) {
      // the answer was spent: prepare the next one at once
      if (settings.humanVerification) void human.solve().catch(() => undefined);
      if (!(error instanceof ApiError)) return setAlert(errorKey(error));
      if (error.code === 'INVALID_AFFILIATE_CODE') return showWarning({ messageKey: 'invitation_code_error' });
      if (error.code.startsWith('HUMAN_VERIFICATION')) return setHumanError(error.messageKey);
      if (error.code.startsWith('CAPTCHA')) captcha.renew();
      const onField = fieldOfError(error);
      const field = onField?.field === 'countryDialingCode' ? 'mobileNum' : onField?.field;
      if (onField && field && (shown.includes(field as RegisterFieldName) || field === 'captcha'))
        form.setError(field as RegisterFieldName, { message: onField.message }, { shouldFocus: true });
      else setAlert(error.messageKey);
    }
  }, () => {
    // fields are wrong: say at once that verification is missing too
    if (settings.humanVerification && (human.status === 'idle' || human.status === 'error')) setHumanError('please_complete_verification_first');
  });

  const fieldProps = (field: Exclude<RegisterFieldName, 'captcha'>) => {
    const look = looks[field];
    const required = rule(field)?.required ?? false;
    const iconName = look.icon ?? (look.password ? 'lock' : undefined);
    const input = field === 'mobileNum' && kind === 'mobile' ? { ...look.input, autoComplete: 'username' } : look.input;
    return {
      look: 'sign-in' as const,
      label: t(look.label),
      placeholder: starred(t(look.label), required),
      required,
      icon: iconName && <AuthIcon name={iconName} />,
      error: message(errors[field]?.message),
      spellCheck: false,
      ...input,
      ...form.register(field, {
        onChange: field === 'password' ? () => form.getValues('confirmPassword') && void form.trigger('confirmPassword') : undefined,
      }),
    };
  };

  return (
    <form className={kit.form} onSubmit={submit} noValidate>
      {shown.map((field) => {
        const props = fieldProps(field as Exclude<RegisterFieldName, 'captcha'>);
        if (looks[field as Exclude<RegisterFieldName, 'captcha'>].password) return <PasswordField key={field} {...props} />;
        if (field === 'mobileNum')
          return (
            <TextField
              key={field}
              {...props}
              leading={<CountryPicker value={dialingCode} onChange={setCountry} label={t('in_country_code')} />}
            />
          );
        if (field === 'verificationCode')
          return (
            <TextField
              key={field}
              {...props}
              suffix={
                <SmsCodeButton
                  humanRequired={settings.humanVerification}
                  validate={() => form.trigger('mobileNum', { shouldFocus: true })}
                  request={(answer) => sendRegisterSmsCode({ countryDialingCode: dialingCode, mobileNo: form.getValues('mobileNum').trim(), ...answer })}
                  onFieldError={(error) => {
                    const onField = fieldOfError(error, 'mobileNum');
                    if (!onField || (onField.field !== 'mobileNum' && onField.field !== 'countryDialingCode')) return false;
                    form.setError('mobileNum', { message: onField.message }, { shouldFocus: true });
                    return true;
                  }}
                />
              }
            />
          );
        return <TextField key={field} {...props} />;
      })}
      {captchaShown && captcha.id && (
        <CaptchaField captchaId={captcha.id} onRefresh={captcha.refresh} error={message(errors.captcha?.message)} {...form.register('captcha')} />
      )}
      {settings.humanVerification && (
        <HumanCheck
          status={human.status}
          progress={human.progress}
          onStart={() => {
            setHumanError(undefined);
            void human.solve().catch(() => undefined);
          }}
          error={humanError ? t(humanError) : undefined}
        />
      )}
      <Checkbox
        label={<TermsLabel text={t('in_agree_terms')} />}
        error={message(errors.terms?.message)}
        {...form.register('terms')}
      />
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_register')}</SubmitButton>
    </form>
  );
}
