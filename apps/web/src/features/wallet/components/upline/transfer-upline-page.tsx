import { formatMoney } from '@app/contract/money';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import { PasswordField, TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useBalance } from '@/lib/shared-api/balance';
import { useWithdrawSettings } from '../../api/get-withdraw-settings';
import { useTransferToUpline } from '../../api/transfer-to-upline';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';
import type { WalletPageProps } from '../../types';
import { BonusActiveAlert, isBonusActive } from '../withdraw/bonus-active-alert';
import { useRequestId } from '@/lib/request-id';
import { PaymentPasswordForm } from '../security/payment-password-form';
import styles from '../wallet.module.css';
import '../../locales/texts';

interface Fields {
  amount: string;
  paymentPassword: string;
}

/** Transfer to upline: from the main wallet to the upline's, confirmed with the payment password. */
export function TransferUplinePage({ token, member, go }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const balance = useBalance(token);
  const settings = useWithdrawSettings(token);
  const transfer = useTransferToUpline();
  const requestId = useRequestId('up');
  const problemText = useProblemText();
  const available = useRef(0);
  available.current = balance.data?.mainBalanceMinor ?? 0;
  const schema = useMemo(
    () =>
      z.object({ amount: z.string(), paymentPassword: z.string().min(1, 'input_cannot_be_empty') }).superRefine((v, ctx) => {
        amountIssue(ctx, { path: 'amount', text: v.amount, limits: { availableMinor: available.current }, money });
      }),
    [money],
  );
  const { form: f, problem, done, onSubmit } = useMoneyForm<Fields>({ schema, defaultValues: { amount: '', paymentPassword: '' }, serverFields: ['amount', 'paymentPassword'] });

  if (!member.toUpline || !member.uplineAccount) return <EmptyState icon="upline" title={t('err_no_upline')} text={t('wl_no_upline_text')} />;

  const submit = onSubmit(async (v) => {
    const sent = sentAmount(v.amount, money);
    if (!sent) return;
    const { amount } = sent;
    const value = await transfer.mutateAsync({ amount, paymentPassword: v.paymentPassword, requestId: requestId.idFor(amount) });
    requestId.done();
    f.reset();
    return t('wl_upline_done', { amount: formatMoney(value.amountMinor, money), account: value.uplineAccount });
  });

  return (
    <div className={styles.stack}>
      <div className={styles.route}>
        <div className={styles.routeEnd}>
          <small>{t('wl_from')}</small>
          <strong>{t('wl_main_wallet')}</strong>
          <span>{balance.data ? <Money value={balance.data.mainBalanceMinor} /> : t('wl_updating')}</span>
        </div>
        <span className={styles.swap} aria-hidden="true">
          <Glyph name="arrowRight" size={18} />
        </span>
        <div className={styles.routeEnd}>
          <small>{t('wl_upline')}</small>
          <strong data-testid="upline-account">{member.uplineAccount}</strong>
          <span>{t('wl_main_wallet')}</span>
        </div>
      </div>
      {settings.isPending ? (
        <Skeleton height={220} radius={16} />
      ) : settings.data && !settings.data.paymentPasswordSet ? (
        <Panel title={t('wl_set_payment_password')}>
          <p className={styles.lead}>
            {t('wl_need_payment_password')}
          </p>
          <PaymentPasswordForm change={false} />
        </Panel>
      ) : (
        <Panel>
          <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('in_transfer_upline')}>
            <TextField
              label={t('wl_amount')}
              inputMode={amountInputMode(money.digits)}
              autoComplete="off"
              placeholder={amountInputText(0, money.digits)}
              prefix={money.symbol}
              aside={
                <>
                  {t('wl_available')}: {formatMoney(balance.data?.mainBalanceMinor ?? 0, money)}
                </>
              }
              error={problemText(f.formState.errors.amount?.message)}
              {...f.register('amount')}
            />
            <PasswordField label={t('wl_payment_password')} error={problemText(f.formState.errors.paymentPassword?.message)} {...f.register('paymentPassword')} />
            {isBonusActive(problem.alert?.key) ? (
              <BonusActiveAlert message={problemText(problem.alert)} onOpenRewards={() => go('rewardCenter')} />
            ) : (
              <FormAlert message={problemText(problem.alert)} />
            )}
            <FormAlert tone="success" message={done} />
            <SubmitButton busy={transfer.isPending}>{t('wl_transfer_now')}</SubmitButton>
          </form>
        </Panel>
      )}
    </div>
  );
}
