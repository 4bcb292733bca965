import type { MemberType } from '@app/contract/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { DateOfBirthField } from '@/components/ui/form/date-of-birth-field';
import { PasswordField, SelectField, TextField } from '@/components/ui/form/field';
import form from '@/components/ui/form/form.module.css';
import { encodeProblem, useProblemText } from '@/components/ui/form/problem';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Panel } from '@/components/ui/panel/panel';
import { QrCode } from '@/components/ui/qr-code/qr-code';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { dateOfBirthProblem, useAgeRule, type AgeRule } from '@/lib/age-rule';
import { useAffiliateLink } from '../../api/get-affiliate-link';
import { useRegisterDownline } from '../../api/register-downline';
import type { AgentPageProps } from '../../config/menu';
import { useCallProblem } from '../../hooks/use-call-problem';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import styles from '../agent-center.module.css';

/** The brand pack's age rule applies to people an agent registers as it does to the registration page. */
const fieldsSchemaOf = (ageRule: AgeRule) =>
  z
    .object({
      username: z.string().trim().min(1, encodeProblem({ key: 'ag_required' })),
      password: z.string().min(1, encodeProblem({ key: 'ag_required' })),
      confirmPassword: z.string(),
      dateOfBirth: z.string(),
      type: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: encodeProblem({ key: 'ag_passwords_differ' }) })
    .superRefine((v, ctx) => {
      const problem = dateOfBirthProblem(v.dateOfBirth, ageRule);
      if (problem) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: encodeProblem(problem) });
    });
type Fields = z.infer<ReturnType<typeof fieldsSchemaOf>>;
const emptyFields = { username: '', password: '', confirmPassword: '', dateOfBirth: '' };

/** Register centre: a member or sub-agent under the agent (the brand's field rules apply on the server), and the affiliate link with its QR code. */
export function RegisterCenterPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const link = useAffiliateLink(token);
  return (
    <div className={styles.stack}>
      <Panel title={t('ag_affiliate_link')} testId="affiliate-link">
        {link.isPending ? (
          <Skeleton height={240} radius={12} />
        ) : link.isError ? (
          <ErrorState compact message={t(link.error instanceof ApiError ? link.error.messageKey : 'err_network_error')} onRetry={() => void link.refetch()} />
        ) : (
          <div className={styles.linkRow}>
            <QrCode value={link.data.url} label={t('ag_affiliate_qr')} />
            <div className={styles.stack}>
              <p className={styles.lead}>{t('ag_affiliate_code', { code: link.data.affiliateCode })}</p>
              <p className={styles.linkText} data-testid="affiliate-url">
                {link.data.url}
              </p>
              <CopyButton value={link.data.url} label={t('ag_copy_link')} copiedLabel={t('ag_copied')} />
            </div>
          </div>
        )}
      </Panel>
      <Panel title={t('ag_register_downline')}>
        <RegisterForm types={link.data?.registerTypes ?? [0]} />
      </Panel>
    </div>
  );
}

function RegisterForm({ types }: { types: readonly number[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const register = useRegisterDownline();
  const ageRule = useAgeRule();
  const f = useForm<Fields>({ resolver: zodResolver(fieldsSchemaOf(ageRule)), defaultValues: { ...emptyFields, type: '0' } });
  const problem = useCallProblem(f, ['username', 'password', 'confirmPassword', 'dateOfBirth']);
  const [done, setDone] = useState<string>();
  const submit = f.handleSubmit(async (v) => {
    problem.clear();
    setDone(undefined);
    try {
      const value = await register.mutateAsync({
        username: v.username.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        ...(v.dateOfBirth ? { dateOfBirth: v.dateOfBirth } : {}),
        type: Number(v.type) as MemberType,
      });
      f.reset({ ...emptyFields, type: v.type });
      setDone(t(value.type === 0 ? 'ag_registered_member' : 'ag_registered_agent', { username: value.username, code: value.affiliateCode ?? '' }));
    } catch (error) {
      problem.report(error);
    }
  });
  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('ag_register_downline')}>
      <SelectField label={t('ag_account_type')} {...f.register('type')}>
        {types.map((type) => (
          <option key={type} value={String(type)}>
            {t(type === 0 ? 'ag_type_member' : 'ag_type_agent', { type })}
          </option>
        ))}
      </SelectField>
      <TextField label={t('ag_username')} autoComplete="off" error={problemText(f.formState.errors.username?.message)} {...f.register('username')} />
      <PasswordField label={t('ag_password')} autoComplete="new-password" error={problemText(f.formState.errors.password?.message)} {...f.register('password')} />
      <PasswordField label={t('ag_confirm_password')} autoComplete="new-password" error={problemText(f.formState.errors.confirmPassword?.message)} {...f.register('confirmPassword')} />
      <DateOfBirthField
        // the downline member's date, not the agent's own
        autoComplete="off"
        minimumAge={ageRule.minimum}
        required={ageRule.requireDateOfBirth}
        error={problemText(f.formState.errors.dateOfBirth?.message)}
        {...f.register('dateOfBirth')}
      />
      <FormAlert message={problemText(problem.alert)} />
      <FormAlert tone="success" message={done} />
      <SubmitButton busy={register.isPending}>{t('ag_register_now')}</SubmitButton>
    </form>
  );
}
