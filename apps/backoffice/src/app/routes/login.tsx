import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ThemeToggle } from '@/components/ui/theme-toggle/theme-toggle';
import { Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import type { EnrolledSession, Enrolment } from '@/features/auth/api/enrol';
import type { OperatorSession } from '@/features/auth/api/login';
import { EnrolmentStep } from '@/features/auth/components/enrolment-step';
import { LoginForm } from '@/features/auth/components/login-form';
import { RecoveryCodesStep } from '@/features/auth/components/recovery-codes-step';
import { authToken, useAuthToken } from '@/lib/auth-token';
import { getMeQueryOptions } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import styles from './login.module.css';

type Step = { kind: 'login' } | { kind: 'enrol'; enrolment: Enrolment } | { kind: 'recovery'; session: EnrolledSession };

/** Only paths of this app: a `from` that points elsewhere is ignored. */
const safeFrom = (from: string | null) => (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login) ? from : paths.home);

/** The sign-in: password and code, the first-time authenticator set-up, and the recovery codes shown once. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useAuthToken();
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const heading = useRef<HTMLHeadingElement>(null);
  // set as the session is taken: the redirect below is for a reload of /login, not for this sign-in
  const entering = useRef(false);
  const from = safeFrom(params.get('from'));

  useEffect(() => {
    document.title = `${t('login_title')} · ${t('app_name')}`;
    heading.current?.focus();
  }, [step.kind]);

  const enter = (session: OperatorSession) => {
    entering.current = true;
    queryClient.clear();
    queryClient.setQueryData(getMeQueryOptions().queryKey, session.operator);
    authToken.set(session.token);
    void navigate(from, { replace: true, state: { recoveryCodesLeft: session.recoveryCodesLeft } });
  };

  // already signed in (a reload of /login): straight in, unless the recovery codes are still on screen
  if (token && step.kind !== 'recovery' && !entering.current) return <Navigate to={from} replace />;

  const title = step.kind === 'enrol' ? t('enrol_title') : step.kind === 'recovery' ? t('recovery_title') : t('login_title');
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ThemeToggle />
      </div>
      <main id="main" className={styles.card}>
        <p className={styles.brand}>{t('app_name')}</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {step.kind === 'login' && (
          <>
            {params.get('ended') && <Notice tone="warning">{t('session_ended')}</Notice>}
            {params.get('signedOut') && <Notice>{t('signed_out')}</Notice>}
            <p className={styles.intro}>{t('login_intro')}</p>
            <LoginForm onSession={enter} onEnrol={(enrolment) => setStep({ kind: 'enrol', enrolment })} />
          </>
        )}
        {step.kind === 'enrol' && (
          <EnrolmentStep enrolment={step.enrolment} onEnrolled={(session) => setStep({ kind: 'recovery', session })} onBack={() => setStep({ kind: 'login' })} />
        )}
        {step.kind === 'recovery' && <RecoveryCodesStep codes={step.session.recoveryCodes} onDone={() => enter(step.session)} />}
      </main>
    </div>
  );
}
