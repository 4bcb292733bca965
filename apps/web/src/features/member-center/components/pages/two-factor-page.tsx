import type { TwoFactorStart, TwoFactorStatus } from '@app/contract/two-factor';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { PasswordField, TextField } from '@/components/ui/form/field';
import { encodeProblem, useProblemText, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import form from '@/components/ui/form/form.module.css';
import { Panel } from '@/components/ui/panel/panel';
import { QrCode } from '@/components/ui/qr-code/qr-code';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useConfirmTwoFactor, useDisableTwoFactor, useNewRecoveryCodes, useStartTwoFactor } from '../../api/two-factor';
import { useTwoFactorStatus } from '../../api/two-factor-status';
import type { MemberPageProps } from '../../config/menu';
import { memberRuleKeys } from '../../utils/rule-keys';
import pages from './pages.module.css';
import styles from './two-factor-page.module.css';
import '../../locales/texts';

type Flow = { step: 'password'; notice?: string } | { step: 'scan'; start: TwoFactorStart } | { step: 'codes'; codes: string[]; fresh: boolean };

/** Whether a step's heading takes the focus when it shows (not the page's first one). */
const StepFocus = createContext(false);

/**
 * The authenticator app (issue 31): set up in three steps (the login password; the QR code to scan, with the key
 * as text for typing in, and the first code; the ten recovery codes, shown once, to copy or download), then its state,
 * new recovery codes, and turning it off (password and a code). The focus moves to each step's heading.
 */
export function TwoFactorPage({ token, member }: MemberPageProps) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus(token);
  const [flow, setFlow] = useState<Flow>({ step: 'password' });
  // the first step shown keeps the member centre's focus; each later one takes it
  const [moved, setMoved] = useState(false);
  const go = (next: Flow) => {
    setFlow(next);
    setMoved(true);
  };
  if (status.isPending)
    return (
      <div className={pages.stack} data-testid="two-factor-loading">
        <Skeleton height={280} radius={16} />
      </div>
    );
  if (status.isError)
    return <ErrorState message={t(status.error instanceof ApiError ? status.error.messageKey : 'err_network_error')} onRetry={() => void status.refetch()} />;
  const value = status.data;
  let body: ReactNode;
  if (flow.step === 'codes') body = <RecoveryCodes codes={flow.codes} fresh={flow.fresh} account={member.account} onDone={() => go({ step: 'password' })} />;
  else if (value.enabled)
    body = <ManageTwoFactor token={token} status={value} onNewCodes={(codes) => go({ step: 'codes', codes, fresh: false })} onDisabled={() => go({ step: 'password', notice: 'mc_tf_disabled' })} />;
  else if (flow.step === 'scan') body = <ScanStep token={token} start={flow.start} onAgain={() => go({ step: 'password' })} onEnabled={(codes) => go({ step: 'codes', codes, fresh: true })} />;
  else body = <PasswordStep notice={flow.notice} onStarted={(start) => go({ step: 'scan', start })} />;
  return (
    <div className={pages.stack}>
      <StepFocus.Provider value={moved}>
        {value.required && !value.enabled && <FormAlert tone="info" message={t('mc_tf_required')} />}
        {body}
      </StepFocus.Provider>
    </div>
  );
}

/** A step's panel: its heading takes the focus when the step shows (screen readers hear where they are). */
function Step({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useContext(StepFocus);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step shows
  }, []);
  return (
    <Panel testId={testId}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h3>
      {children}
    </Panel>
  );
}

/** A form whose server refusals go under the field they name (one of `fields`), else to its alert. */
function useServerForm<F extends FieldValues>(defaultValues: DefaultValues<F>, fields: readonly Path<F>[]) {
  const f = useForm<F>({ defaultValues });
  const [alert, setAlert] = useState<Problem>();
  const run = (call: (values: F) => Promise<unknown>) =>
    f.handleSubmit(async (values) => {
      setAlert(undefined);
      try {
        await call(values);
      } catch (error) {
        const { field, problem } = problemOf(error, { ruleKeys: memberRuleKeys });
        const target = fields.find((name) => name === field);
        if (target) f.setError(target, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
        else setAlert(problem);
      }
    });
  return { f, alert, run };
}

const required = { required: { value: true, message: 'mc_required' } } as const;
const sixDigits = { required: { value: true, message: 'mc_invalid_code' }, pattern: { value: /^\s*\d{3}\s?\d{3}\s*$/, message: 'mc_invalid_code' } } as const;

/** The six digits of the app: a numeric keypad on phones, and the code the phone's keyboard offers from a message. */
function AppCodeField({ error, ...registration }: UseFormRegisterReturn & { error?: string }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return <TextField label={t('mc_tf_code_label')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={problemText(error)} {...registration} />;
}

function PasswordStep({ notice, onStarted }: { notice?: string; onStarted: (start: TwoFactorStart) => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const start = useStartTwoFactor();
  const { f, alert, run } = useServerForm({ password: '' }, ['password']);
  const submit = run(async ({ password }) => onStarted(await start.mutateAsync({ password })));
  return (
    <Step title={t('mc_tf_step_password')} testId="two-factor-password">
      {notice && <FormAlert tone="success" message={t(notice)} />}
      <p className={pages.lead}>{t('mc_tf_lead')}</p>
      <form className={`${form.form} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('mc_tf_step_password')}>
        <PasswordField label={t('mc_login_password')} autoComplete="current-password" error={problemText(f.formState.errors.password?.message)} {...f.register('password', required)} />
        <FormAlert message={problemText(alert)} />
        <SubmitButton busy={start.isPending}>{t('mc_tf_continue')}</SubmitButton>
      </form>
    </Step>
  );
}

/** "ABCD EFGH ..." : the key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function ScanStep({ token, start, onAgain, onEnabled }: { token: string; start: TwoFactorStart; onAgain: () => void; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const keyId = useId();
  const confirm = useConfirmTwoFactor(token);
  const { f, alert, run } = useServerForm({ code: '' }, ['code']);
  const problemText = useProblemText();
  const submit = run(async ({ code }) => onEnabled((await confirm.mutateAsync({ code: code.replace(/\s+/g, '') })).recoveryCodes));
  return (
    <Step title={t('mc_tf_step_scan')} testId="two-factor-scan">
      <p className={pages.lead}>{t('mc_tf_scan_text')}</p>
      <div className={styles.scan}>
        <QrCode value={start.otpauthUri} label={t('mc_tf_qr_label', { account: start.account, issuer: start.issuer })} size={176} />
        <div className={styles.manual}>
          <p className={pages.muted}>{t('mc_tf_manual')}</p>
          <dl className={pages.details}>
            <dt>{t('mc_tf_account')}</dt>
            <dd>{`${start.issuer} (${start.account})`}</dd>
            <dt id={keyId}>{t('mc_tf_key_label')}</dt>
            <dd>
              <code className={styles.secret} aria-labelledby={keyId} data-testid="two-factor-secret">
                {grouped(start.secret)}
              </code>
            </dd>
          </dl>
          <CopyButton value={start.secret} label={t('mc_tf_copy_key')} />
        </div>
      </div>
      <form className={`${form.form} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('mc_tf_verify')}>
        <AppCodeField error={f.formState.errors.code?.message} {...f.register('code', sixDigits)} />
        <FormAlert message={problemText(alert)} />
        <SubmitButton busy={confirm.isPending}>{t('mc_tf_verify')}</SubmitButton>
        <Button variant="ghost" size="sm" onClick={onAgain}>
          {t('mc_tf_start_over')}
        </Button>
      </form>
    </Step>
  );
}

/** Saves the codes as a text file (a data link the browser downloads; nothing leaves the device). */
function downloadCodes(codes: string[], heading: string, account: string) {
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `recovery-codes-${account}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function RecoveryCodes({ codes, fresh, account, onDone }: { codes: string[]; fresh: boolean; account: string; onDone: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <Step title={t(fresh ? 'mc_tf_step_codes' : 'mc_tf_new_codes_title')} testId="two-factor-codes">
      {fresh && <FormAlert tone="success" message={t('mc_tf_turned_on')} />}
      <p className={pages.lead}>{t('mc_tf_codes_text')}</p>
      <p id={listId} className={pages.muted}>
        {t('mc_tf_codes_list')}
      </p>
      <ol className={styles.codes} aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyButton value={codes.join('\n')} label={t('mc_tf_copy_codes')} />
        <Button variant="outline" size="sm" onClick={() => downloadCodes(codes, t('mc_tf_file_heading', { account }), account)}>
          {t('mc_tf_download_codes')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('mc_tf_saved')}
        </Button>
      </div>
    </Step>
  );
}

function ManageTwoFactor({ token, status, onNewCodes, onDisabled }: { token: string; status: TwoFactorStatus; onNewCodes: (codes: string[]) => void; onDisabled: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const problemText = useProblemText();
  const regenerate = useNewRecoveryCodes(token);
  const disable = useDisableTwoFactor(token);
  const fresh = useServerForm({ code: '' }, ['code']);
  const off = useServerForm({ password: '', code: '' }, ['password', 'code']);
  const submitFresh = fresh.run(async ({ code }) => onNewCodes((await regenerate.mutateAsync({ code: code.replace(/\s+/g, '') })).recoveryCodes));
  const submitOff = off.run(async ({ password, code }) => {
    await disable.mutateAsync({ password, code: code.trim() });
    onDisabled();
  });
  return (
    <>
      <Step title={t('mc_two_factor_title')} testId="two-factor-on">
        <p className={pages.lead}>{status.enabledAt ? t('mc_tf_enabled_since', { date: formatWhen(status.enabledAt, language, false) }) : t('mc_tf_on')}</p>
        <p className={pages.muted}>{t('mc_tf_codes_left', { count: status.recoveryCodesLeft })}</p>
      </Step>
      <Panel title={t('mc_tf_regenerate_title')}>
        <p className={pages.lead}>{t('mc_tf_regenerate_text')}</p>
        <form className={`${form.form} ${styles.form}`} onSubmit={(e) => void submitFresh(e)} noValidate aria-label={t('mc_tf_regenerate_title')}>
          <AppCodeField error={fresh.f.formState.errors.code?.message} {...fresh.f.register('code', sixDigits)} />
          <FormAlert message={problemText(fresh.alert)} />
          <SubmitButton variant="outline" busy={regenerate.isPending}>
            {t('mc_tf_regenerate')}
          </SubmitButton>
        </form>
      </Panel>
      <Panel title={t('mc_tf_disable_title')} testId="two-factor-off">
        {status.required ? (
          <p className={pages.lead}>{t('mc_tf_cannot_disable')}</p>
        ) : (
          <form className={`${form.form} ${styles.form}`} onSubmit={(e) => void submitOff(e)} noValidate aria-label={t('mc_tf_disable_title')}>
            <p className={pages.lead}>{t('mc_tf_disable_text')}</p>
            <PasswordField label={t('mc_login_password')} autoComplete="current-password" error={problemText(off.f.formState.errors.password?.message)} {...off.f.register('password', required)} />
            <TextField label={t('mc_tf_code_or_recovery')} autoComplete="one-time-code" maxLength={16} error={problemText(off.f.formState.errors.code?.message)} {...off.f.register('code', required)} />
            <FormAlert message={problemText(off.alert)} />
            <SubmitButton variant="outline" busy={disable.isPending}>
              {t('mc_tf_disable')}
            </SubmitButton>
          </form>
        )}
      </Panel>
    </>
  );
}
