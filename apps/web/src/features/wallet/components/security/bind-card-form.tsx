import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField, TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useBindBankCard } from '../../api/bind-bank-card';
import { useCallProblem } from '../../hooks/use-problem';

const schema = z.object({
  bankName: z.string().trim().min(1, 'input_cannot_be_empty').min(2, 'wl_bank_name_rule').max(64, 'wl_bank_name_rule'),
  accountName: z.string().trim().min(1, 'input_cannot_be_empty').min(2, 'wl_account_name_rule').max(64, 'wl_account_name_rule'),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, 'input_cannot_be_empty').regex(/^\d{6,24}$/, 'wl_account_number_rule')),
  paymentPassword: z.string().min(1, 'input_cannot_be_empty'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Binds a bank card: bank, account name, account number (digits), confirmed with the payment password. */
export function BindCardForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const bind = useBindBankCard();
  const f = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: { bankName: '', accountName: '', accountNumber: '', paymentPassword: '' } });
  const problem = useCallProblem(f, ['bankName', 'accountName', 'accountNumber', 'paymentPassword']);
  const { errors } = f.formState;
  const submit = f.handleSubmit(async (v) => {
    problem.clear();
    try {
      await bind.mutateAsync(v);
      f.reset();
      onDone?.();
    } catch (error) {
      problem.report(error);
    }
  });
  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('wl_bind_card')}>
      <TextField label={t('wl_bank_name')} autoComplete="off" error={problemText(errors.bankName?.message)} {...f.register('bankName')} />
      <TextField label={t('wl_account_name')} autoComplete="off" error={problemText(errors.accountName?.message)} {...f.register('accountName')} />
      <TextField label={t('wl_account_number')} inputMode="numeric" autoComplete="off" error={problemText(errors.accountNumber?.message)} {...f.register('accountNumber')} />
      <PasswordField label={t('wl_payment_password')} error={problemText(errors.paymentPassword?.message)} {...f.register('paymentPassword')} />
      <FormAlert message={problemText(problem.alert)} />
      <SubmitButton busy={bind.isPending}>{t('wl_bind_card')}</SubmitButton>
    </form>
  );
}
