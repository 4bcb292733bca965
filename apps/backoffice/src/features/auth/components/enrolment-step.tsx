import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { TextField } from '@/components/ui/field/field';
import { Notice } from '@/components/ui/states/states';
import { ApiError } from '@/lib/api-client';
import { errorText, t } from '@/lib/texts';
import { type EnrolledSession, type Enrolment, useEnrol } from '../api/enrol';
import styles from './auth.module.css';

const EnrolmentQr = lazy(() => import('./enrolment-qr'));

/** The secret in groups of four, easier to type into an authenticator app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** First sign-in without an authenticator: scan the QR code (or type the secret), then confirm with a code. */
export function EnrolmentStep({ enrolment, onEnrolled, onBack }: { enrolment: Enrolment; onEnrolled: (session: EnrolledSession) => void; onBack: () => void }) {
  const enrol = useEnrol();
  const { register, handleSubmit, formState, resetField } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const refusal = enrol.error instanceof ApiError ? enrol.error : null;
  const submit = handleSubmit(({ code }) =>
    enrol.mutate({ ticket: enrolment.ticket, code: code.trim() }, { onSuccess: onEnrolled, onError: () => resetField('code') }),
  );
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('enrol_intro')}</p>
      <div className={styles.qr}>
        <Suspense fallback={<div className={styles.qrPlaceholder} aria-busy="true" />}>
          <EnrolmentQr uri={enrolment.otpauthUri} />
        </Suspense>
      </div>
      <dl className={styles.form}>
        <dt>{t('enrol_secret')}</dt>
        <dd className={styles.row}>
          <code className={styles.secret} data-testid="enrol-secret">
            {grouped(enrolment.secret)}
          </code>
          <CopyButton text={enrolment.secret} />
        </dd>
      </dl>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {enrol.isError && <Notice tone="error">{refusal ? errorText(refusal.code, refusal.value) : t('err.NETWORK_ERROR')}</Notice>}
        <TextField
          label={t('totp_code')}
          hint={t('totp_code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.code && t('code_format')}
          {...register('code', { required: true, pattern: /^\d{6}$/ })}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={enrol.isPending}>
            {t('enrol_confirm')}
          </Button>
          <Button onClick={onBack}>{t('enrol_back')}</Button>
        </div>
      </form>
    </div>
  );
}
