import type { LoginVerificationMethod, VerificationRequiredValue } from '@app/contract/session';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { starred, TextField } from '@/components/ui/form/field';
import kit from '@/components/ui/form/form.module.css';
import { sendLoginVerification, verifyLogin } from '../api/login';
import { fieldOfError, errorKey } from '../utils/api-errors';
import { encodeProblem, useProblemText } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { rulesResolver } from '../utils/rules-resolver';
import { AuthIcon } from './auth-icon';
import { useFinishLogin, type LoginMeta } from '../hooks/use-finish-login';
import { SmsCodeRow } from './form/sign-in-fields';
import styles from './auth-form.module.css';
import own from './login-verification.module.css';

interface Fields {
  code: string;
  bankAccountName: string;
}

/** A second factor in words: the app, where a code is sent (masked), or the bank account name. */
function labelOf(t: ReturnType<typeof useTranslation>['t'], m: LoginVerificationMethod, required: VerificationRequiredValue) {
  if (m === 'totp') return t('in_verify_by_totp');
  if (m === 'sms') return t('in_verify_by_sms', { target: required.maskedMobile ?? '' });
  if (m === 'email') return t('in_verify_by_email', { target: required.maskedEmail ?? '' });
  return t('in_verify_by_bank');
}

/** The authenticator's refusals that belong under its code field: a wrong or used code, too many of them. */
const appCodeRefusals: ReadonlySet<string> = new Set(['TWO_FACTOR_CODE_INVALID', 'ACCOUNT_LOCKED']);

/**
 * A login from an IP the member never used: the member picks a second factor (the authenticator app first when the
 * account has one, else an SMS code, an email code or the bank account name, as the account allows), proves it, and
 * the login completes. The app's six digits can be swapped for one of the recovery codes.
 */
export function LoginVerification({ required, meta, onBack }: { required: VerificationRequiredValue; meta: LoginMeta; onBack: () => void }) {
  const { t } = useTranslation();
  const message = useProblemText();
  const finish = useFinishLogin();
  const name = useId();
  const [method, setMethod] = useState<LoginVerificationMethod>(required.methods[0] ?? 'sms');
  const [alert, setAlert] = useState<string>();
  const [ticketDead, setTicketDead] = useState(false);
  // the authenticator: the app's six digits, or one of the recovery codes instead
  const [recovery, setRecovery] = useState(false);
  const form = useForm<Fields>({
    defaultValues: { code: '', bankAccountName: '' },
    resolver: rulesResolver<Fields>((v) =>
      method === 'bank'
        ? { bankAccountName: v.bankAccountName.trim() ? null : 'input_cannot_be_empty' }
        : { code: v.code.trim() && (method !== 'totp' || recovery || /^\d{3}\s?\d{3}$/.test(v.code.trim())) ? null : 'enter_valid_verification_code' },
    ),
  });
  const { errors, isSubmitting } = form.formState;
  const methodLabel = (m: LoginVerificationMethod) => labelOf(t, m, required);

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const value = await verifyLogin(
        method === 'bank'
          ? { ticket: required.ticket, method, bankAccountName: values.bankAccountName.trim(), rememberMe: meta.remember }
          : { ticket: required.ticket, method, code: method === 'totp' && !recovery ? values.code.replace(/\s+/g, '') : values.code.trim(), rememberMe: meta.remember },
      );
      await finish(value, meta);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TICKET') setTicketDead(true);
      if (error instanceof ApiError && method === 'totp' && appCodeRefusals.has(error.code)) {
        form.setError('code', { message: encodeProblem(problemOf(error).problem) }, { shouldFocus: true });
        return;
      }
      const onField = fieldOfError(error, method === 'bank' ? 'bankAccountName' : 'code');
      if (onField && (onField.field === 'code' || onField.field === 'bankAccountName'))
        form.setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else if (onField?.field === 'verificationCode') form.setError(method === 'bank' ? 'bankAccountName' : 'code', { message: onField.message }, { shouldFocus: true });
      else setAlert(errorKey(error));
    }
  });

  return (
    <form className={kit.form} onSubmit={submit} noValidate>
      <div className={own.head}>
        <span className={own.badge} aria-hidden="true">
          <AuthIcon name="shield" size={24} />
        </span>
        <div>
          <h3 className={own.title}>{t('in_verify_new_device')}</h3>
          <p className={styles.muted}>{t('in_verify_new_device_text')}</p>
        </div>
      </div>
      {required.methods.length > 1 && (
        <fieldset className={own.methods}>
          <legend className={styles.legend}>{t('in_verification_method')}</legend>
          {required.methods.map((m) => (
            <label key={m} className={own.method}>
              <input
                type="radio"
                name={name}
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  form.clearErrors();
                }}
              />
              <span>{methodLabel(m)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {required.methods.length === 1 && <p className={own.single}>{methodLabel(method)}</p>}
      {method === 'bank' ? (
        <TextField
          look="sign-in"
          key="bank"
          label={t('in_bank_account_name')}
          placeholder={starred(t('in_bank_account_name'), true)}
          icon={<AuthIcon name="user" />}
          required
          autoComplete="off"
          error={message(errors.bankAccountName?.message)}
          {...form.register('bankAccountName')}
        />
      ) : method === 'totp' ? (
        <AppCode
          recovery={recovery}
          error={message(errors.code?.message)}
          registration={form.register('code')}
          onSwitch={() => {
            setRecovery((r) => !r);
            form.resetField('code');
          }}
        />
      ) : (
        <SmsCodeRow
          key={method}
          error={message(errors.code?.message)}
          {...form.register('code')}
          send={{
            humanRequired: false,
            validate: () => !ticketDead,
            request: () => sendLoginVerification({ ticket: required.ticket, method: method === 'email' ? 'email' : 'sms' }),
          }}
        />
      )}
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting} disabled={ticketDead}>
        {t('in_verify_and_login')}
      </SubmitButton>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('in_back_to_login')}
      </button>
    </form>
  );
}

/** The authenticator's code field (a numeric keypad and the phone's one-time-code offer) or a recovery code, and the switch between them. */
function AppCode({ recovery, error, registration, onSwitch }: { recovery: boolean; error?: string; registration: UseFormRegisterReturn<'code'>; onSwitch: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        look="sign-in"
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'in_recovery_code' : 'in_authenticator_code')}
        placeholder={starred(t(recovery ? 'in_recovery_code' : 'in_authenticator_code'), true)}
        icon={<AuthIcon name="key" />}
        required
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize={recovery ? 'characters' : undefined}
        maxLength={recovery ? 11 : 7}
        error={error}
        {...registration}
      />
      <button type="button" className={styles.linkButton} onClick={onSwitch}>
        {t(recovery ? 'in_use_app_code' : 'in_use_recovery_code')}
      </button>
    </>
  );
}
