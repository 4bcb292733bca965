import { numberReadyForCode, settleNumberField, submitWithNumber } from '@/lib/phone-number';
import type { RegisterFieldName } from '@app/contract/brand';
import type { RegisterKind } from '@app/contract/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/form/checkbox';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { DateOfBirthField } from '@/components/ui/form/date-of-birth-field';
import { PasswordField, starred, TextField, type TextFieldProps } from '@/components/ui/form/field';
import { useProblemText } from '@/components/ui/form/problem';
import kit from '@/components/ui/form/form.module.css';
import { sendRegisterSmsCode } from '../api/register';
import { useRegisterForm } from '../hooks/use-register-form';
import { useRegisterKinds } from '../hooks/use-register-kinds';
import { fieldOfError } from '../utils/api-errors';
import { AuthIcon, type AuthIconName } from './auth-icon';
import { CaptchaField } from './form/captcha-field';
import { CountryPicker } from './form/country-picker';
import { HumanCheck } from './form/human-check';
import { SmsCodeButton } from './form/sms-code-button';
import { tabPanelProps, Tabs, useTabsId } from '@/components/ui/tabs/tabs';
import styles from './auth-form.module.css';
import '../locales/texts';

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
  const { form, settings, captcha, captchaShown, human, shown, rule, dialingCode, setCountry, alert, humanError, setHumanError, submit, referralCode, ageRule } =
    useRegisterForm(kind);
  const { errors, isSubmitting } = form.formState;

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
        // 0917 123 4567 is read as 9171234567 once the field is left
        onBlur: field === 'mobileNum' ? () => void settleNumberField(form, 'mobileNum', dialingCode) : undefined,
      }),
    };
  };

  return (
    <form className={kit.form} onSubmit={submitWithNumber(form, 'mobileNum', dialingCode, () => submit())} noValidate>
      {/* a friend's invite link (?referralCode=): the code goes with the registration, and the player sees whose it is */}
      {referralCode && <FormAlert look="sign-in" tone="info" message={<span data-testid="referral-code">{t('in_invited_with_code', { code: referralCode })}</span>} />}
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
                  validate={() => numberReadyForCode(form, 'mobileNum', dialingCode)}
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
      {/* the brand's jurisdiction pack: the date of birth and its minimum age */}
      <DateOfBirthField
        look="sign-in"
        minimumAge={ageRule.minimum}
        required={ageRule.requireDateOfBirth}
        icon={<AuthIcon name="user" />}
        error={message(errors.dateOfBirth?.message)}
        {...form.register('dateOfBirth')}
      />
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
        label={<TermsLabel text={t('in_agree_terms', { age: ageRule.minimum })} />}
        error={message(errors.terms?.message)}
        {...form.register('terms')}
      />
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_register')}</SubmitButton>
    </form>
  );
}
