import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useSetPaymentPassword } from '../../api/set-payment-password';
import { useCallProblem } from '../../hooks/use-problem';

/** The contract's rule: 6 to 20 letters and digits, at least one of each. */
const PAYMENT_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

const schemaFor = (change: boolean) =>
  z
    .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((v, ctx) => {
      if (change && !v.oldPassword) ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'input_cannot_be_empty' });
      if (!v.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'input_cannot_be_empty' });
      else if (!PAYMENT_PASSWORD.test(v.newPassword)) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'wl_paypw_rule' });
      if (!v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'input_cannot_be_empty' });
      else if (v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'incorrect_confirmation_input' });
    });

type Fields = z.infer<ReturnType<typeof schemaFor>>;

/** Sets the payment password (withdrawals, cards and upline transfers ask for it), or changes it with the old one. */
export function PaymentPasswordForm({ change, onDone }: { change: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const save = useSetPaymentPassword();
  const [saved, setSaved] = useState(false);
  const f = useForm<Fields>({ resolver: zodResolver(schemaFor(change)), defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const problem = useCallProblem(f, ['oldPassword', 'newPassword', 'confirmPassword']);
  const { errors } = f.formState;
  const submit = f.handleSubmit(async (v) => {
    problem.clear();
    try {
      await save.mutateAsync({ ...(change ? { oldPassword: v.oldPassword } : {}), newPassword: v.newPassword, confirmPassword: v.confirmPassword });
      setSaved(true);
      f.reset();
      onDone?.();
    } catch (error) {
      problem.report(error);
    }
  });
  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t(change ? 'wl_change_payment_password' : 'wl_set_payment_password')}>
      {change && <PasswordField label={t('wl_old_payment_password')} error={problemText(errors.oldPassword?.message)} {...f.register('oldPassword')} />}
      <PasswordField label={t('wl_new_payment_password')} hint={t('wl_paypw_rule')} error={problemText(errors.newPassword?.message)} {...f.register('newPassword')} />
      <PasswordField label={t('wl_confirm_payment_password')} error={problemText(errors.confirmPassword?.message)} {...f.register('confirmPassword')} />
      <FormAlert message={problemText(problem.alert)} />
      {saved && <FormAlert tone="success" message={t('wl_payment_password_saved')} />}
      <SubmitButton busy={save.isPending}>{t(change ? 'wl_change_payment_password' : 'wl_set_payment_password')}</SubmitButton>
    </form>
  );
}
