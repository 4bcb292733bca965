import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField, TextField } from '@/components/ui/form/field';
import form from '@/components/ui/form/form.module.css';
import { encodeProblem, useProblemText } from '@/components/ui/form/problem';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import { useBalance } from '@/lib/shared-api/balance';
import { useRequestId } from '@/lib/request-id';
import { useDownlineTransferLimits } from '../api/get-downline-transfer-limits';
import { useTransferToDownline } from '../api/transfer-to-downline';
import { useCallProblem } from '../hooks/use-call-problem';
import { checkTransferAmount, type TransferLimits } from '../utils/amount';
import styles from './agent-center.module.css';

interface Fields {
  username: string;
  amount: string;
  paymentPassword: string;
}

/**
 * The form's checks: a downline, an amount (with the brand's decimal places) within the limits of the moment, the
 * payment password.
 */
export function transferSchema(limits: { current: TransferLimits | undefined }, money: MoneyFormat) {
  return z
    .object({ username: z.string(), amount: z.string(), paymentPassword: z.string() })
    .superRefine((v, ctx) => {
      if (!v.username.trim()) ctx.addIssue({ code: 'custom', path: ['username'], message: encodeProblem({ key: 'ag_pick_downline' }) });
      const checked = checkTransferAmount(v.amount, limits.current, money);
      if ('problem' in checked) ctx.addIssue({ code: 'custom', path: ['amount'], message: encodeProblem(checked.problem) });
      if (!v.paymentPassword) ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: encodeProblem({ key: 'ag_enter_payment_password' }) });
    });
}

/**
 * Transfer to a downline: the agent's main wallet to the member's, within the brand's limits (per transfer and what
 * is left today), confirmed with the payment password; one requestId per intended transfer, so a retry moves the
 * money once. The balance everywhere refreshes after it (WALLET_QUERY_ROOT).
 */
export function TransferForm({ token, username }: { token: string; username?: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const problemText = useProblemText();
  const limits = useDownlineTransferLimits(token);
  const balance = useBalance(token);
  const transfer = useTransferToDownline();
  const requestId = useRequestId('dl');
  const current = useRef<TransferLimits | undefined>(undefined);
  current.current = limits.data ? { ...limits.data, availableMinor: balance.data?.mainBalanceMinor } : undefined;
  const schema = useMemo(() => transferSchema(current, money), [money]);
  const f = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { username: username ?? '', amount: '', paymentPassword: '' } });
  const problem = useCallProblem(f, ['username', 'amount', 'paymentPassword']);
  const [done, setDone] = useState<string>();
  useEffect(() => {
    if (username) f.setValue('username', username);
  }, [username, f]);

  const submit = f.handleSubmit(async (v) => {
    const checked = checkTransferAmount(v.amount, undefined, money);
    if (!('minor' in checked)) return;
    problem.clear();
    setDone(undefined);
    const amount = amountInputText(checked.minor, money.digits);
    try {
      const value = await transfer.mutateAsync({ username: v.username.trim(), amount, paymentPassword: v.paymentPassword, requestId: requestId.idFor(`${v.username}:${amount}`) });
      requestId.done();
      f.reset({ username: v.username, amount: '', paymentPassword: '' });
      setDone(t('ag_transfer_done', { amount: formatMoney(value.amountMinor, money), account: value.downlineAccount }));
    } catch (error) {
      problem.report(error);
    }
  });

  if (limits.isPending) return <Skeleton height={240} radius={12} />;
  if (limits.data && !limits.data.paymentPasswordSet) return <FormAlert tone="info" message={t('ag_set_payment_password_first')} />;
  const l = limits.data;
  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('ag_transfer_to_downline')}>
      {l && (
        <p className={styles.muted} data-testid="transfer-limits">
          {t('ag_transfer_limits', { min: formatMoney(l.minMinor, money), max: formatMoney(l.maxMinor, money), remaining: formatMoney(l.remainingTodayMinor, money) })}
        </p>
      )}
      <TextField label={t('ag_downline_username')} autoComplete="off" error={problemText(f.formState.errors.username?.message)} {...f.register('username')} />
      <TextField
        label={t('ag_amount')}
        inputMode={amountInputMode(money.digits)}
        autoComplete="off"
        placeholder={amountInputText(0, money.digits)}
        prefix={money.symbol}
        aside={balance.data ? `${t('ag_available')}: ${formatMoney(balance.data.mainBalanceMinor, money)}` : undefined}
        error={problemText(f.formState.errors.amount?.message)}
        {...f.register('amount')}
      />
      <PasswordField label={t('ag_payment_password')} autoComplete="off" error={problemText(f.formState.errors.paymentPassword?.message)} {...f.register('paymentPassword')} />
      <FormAlert message={problemText(problem.alert)} />
      <FormAlert tone="success" message={done} />
      <SubmitButton busy={transfer.isPending}>{t('ag_transfer_now')}</SubmitButton>
    </form>
  );
}
