import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHydrated } from '@app/web-kit/use-hydrated';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Notice } from '@/components/ui/states/states';
import { ApiError } from '@/lib/api-client';
import { errorText, t } from '@/lib/texts';
import { type OperatorSession, useLogin } from '../api/login';
import type { Enrolment } from '../api/enrol';
import styles from './auth.module.css';

interface LoginFields {
  username: string;
  password: string;
  code: string;
  recoveryCode: string;
}

const CODE = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * Username, password and the authenticator's six digits (or a recovery code). The code may be left out by an
 * operator who has no authenticator yet: the server then starts the enrolment (TOTP_ENROLMENT_REQUIRED).
 * Validation uses the form library's own rules, not zod: this is the first page, and zod is not loaded here.
 */
export function LoginForm({ onSession, onEnrol }: { onSession: (session: OperatorSession) => void; onEnrol: (enrolment: Enrolment, username: string) => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const login = useLogin();
  // the page comes with this form drawn (prerender.mjs): until React listens, Sign in would post it natively
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, setFocus, resetField } = useForm<LoginFields>({ defaultValues: { username: '', password: '', code: '', recoveryCode: '' } });
  const { errors } = formState;
  const refusal = login.error instanceof ApiError ? login.error : null;

  useEffect(() => {
    // a missing or wrong code: the code field, cleared, is where to go next
    if (refusal?.code === 'TOTP_REQUIRED' || refusal?.code === 'TOTP_INVALID') {
      const field = useRecovery ? 'recoveryCode' : 'code';
      resetField(field);
      setFocus(field);
    }
  }, [refusal, useRecovery, resetField, setFocus]);

  const submit = handleSubmit((fields) => {
    const body = {
      username: fields.username.trim(),
      password: fields.password,
      ...(useRecovery ? (fields.recoveryCode.trim() ? { recoveryCode: fields.recoveryCode.trim() } : {}) : fields.code.trim() ? { code: fields.code.trim() } : {}),
    };
    login.mutate(body, {
      onSuccess: onSession,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'TOTP_ENROLMENT_REQUIRED') onEnrol(error.value as Enrolment, body.username);
      },
    });
  });

  const shownError = login.isError && !(refusal?.code === 'TOTP_ENROLMENT_REQUIRED') ? (refusal ? errorText(refusal.code, refusal.value) : t('err.NETWORK_ERROR')) : null;

  return (
    // method="post": a submit the app does not take (its script failed) never puts the password in the address
    <form method="post" className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-describedby={shownError ? 'login-error' : undefined}>
      {shownError && (
        <div id="login-error">
          <Notice tone="error">{shownError}</Notice>
        </div>
      )}
      <TextField
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username && t('field_required', { field: t('username').toLowerCase() })}
        {...register('username', { required: true, validate: (v) => v.trim().length > 0 })}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password && t('field_required', { field: t('password').toLowerCase() })}
        {...register('password', { required: true })}
      />
      {useRecovery ? (
        <TextField
          key="recovery"
          label={t('recovery_code')}
          hint={t('recovery_code_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.recoveryCode && t('recovery_format')}
          {...register('recoveryCode', { validate: (v) => !v.trim() || RECOVERY.test(v.trim()) })}
        />
      ) : (
        <TextField
          key="code"
          label={t('totp_code')}
          hint={t('totp_code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code && t('code_format')}
          {...register('code', { validate: (v) => !v.trim() || CODE.test(v.trim()) })}
        />
      )}
      <button type="button" className={styles.link} onClick={() => setUseRecovery((r) => !r)}>
        {useRecovery ? t('use_totp_code') : t('use_recovery_code')}
      </button>
      <Button type="submit" variant="primary" disabled={!hydrated || login.isPending}>
        {login.isPending ? t('signing_in') : t('sign_in')}
      </Button>
    </form>
  );
}
