import { formatMoney } from '@app/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { HelpLink } from '@/components/ui/help-link/help-link';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { amountInputMode, amountInputText } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { PasswordField, TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useBankCards } from '../../api/get-bank-cards';
import { useWithdrawSettings } from '../../api/get-withdraw-settings';
import type { WalletPageProps } from '../../types';
import { isKycRequired, KycRequiredAlert } from '../kyc-required-alert';
import { BindCardForm } from '../security/bind-card-form';
import { PaymentPasswordForm } from '../security/payment-password-form';
import { CardChoices } from './card-choices';
import { BonusActiveAlert, isBonusActive } from './bonus-active-alert';
import { WithdrawSummary } from './withdraw-summary';
import { useWithdrawForm } from './use-withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import styles from '../wallet.module.css';
import '../../locales/texts';

/**
 * Withdraw: to a bound bank card, with the payment password, within the brand's limits, today's count and the
 * turnover requirement; then the list of withdrawals, where a paid-out one asks for the receipt confirmation.
 */
export function WithdrawPage({ token, go }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const settings = useWithdrawSettings(token);
  const cards = useBankCards(token);
  const problemText = useProblemText();
  const [addingCard, setAddingCard] = useState(false);
  const list = cards.data?.list ?? [];
  const { form: f, problem, done, submit, busy } = useWithdrawForm(settings.data, list);
  const bankCardId = f.watch('bankCardId');

  if (settings.isPending || cards.isPending)
    return (
      <div className={styles.stack}>
        <Skeleton height={92} radius={16} />
        <Skeleton height={280} radius={16} />
      </div>
    );
  if (settings.isError || cards.isError) {
    const error = settings.error ?? cards.error;
    return <ErrorState message={t(error instanceof ApiError ? error.messageKey : 'err_network_error')} onRetry={() => void Promise.all([settings.refetch(), cards.refetch()])} />;
  }
  const ready = settings.data;
  const left = Math.max(0, ready.dailyCount - ready.usedToday);
  const maxAmount = Math.min(ready.availableMinor, ready.maxMinor);

  return (
    <div className={styles.stack}>
      <WithdrawSummary settings={ready} left={left} />

      {!ready.paymentPasswordSet ? (
        <Panel title={t('wl_set_payment_password')}>
          <p className={styles.lead}>
            {t('wl_need_payment_password')}
          </p>
          <PaymentPasswordForm change={false} />
        </Panel>
      ) : list.length === 0 || addingCard ? (
        <Panel
          title={t('wl_bind_card')}
          action={
            addingCard && (
              <button type="button" className={styles.textLink} onClick={() => setAddingCard(false)}>
                {t('wl_cancel')}
              </button>
            )
          }
        >
          {list.length === 0 && (
            <p className={styles.lead}>
              {t('wl_need_card')}
            </p>
          )}
          <BindCardForm onDone={() => setAddingCard(false)} />
        </Panel>
      ) : (
        <Panel title={t('wl_new_withdrawal')} action={<HelpLink topic="withdrawal" label={t('wl_help_withdraw')} text={t('wl_help')} />}>
          <form className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('in_increase_withdrawal')}>
            <div>
              <div className={`${form.labelRow} ${styles.choicesHead}`}>
                <span className={form.label} id="withdraw-card-label">
                  {t('wl_to_card')}
                </span>
                {list.length < (cards.data?.maxCards ?? 0) && (
                  <button type="button" className={styles.textLink} onClick={() => setAddingCard(true)}>
                    + {t('wl_add_card')}
                  </button>
                )}
              </div>
              <CardChoices cards={list} selectedId={bankCardId} onSelect={(id) => f.setValue('bankCardId', id)} labelledBy="withdraw-card-label" />
            </div>
            <TextField
              label={t('wl_amount')}
              inputMode={amountInputMode(money.digits)}
              autoComplete="off"
              placeholder={amountInputText(0, money.digits)}
              prefix={money.symbol}
              aside={t('wl_limits', { min: formatMoney(ready.minMinor, money), max: formatMoney(ready.maxMinor, money) })}
              error={problemText(f.formState.errors.amount?.message)}
              {...f.register('amount')}
              suffix={
                <button type="button" className={form.suffixButton} disabled={maxAmount <= 0} onClick={() => f.setValue('amount', amountInputText(maxAmount, money.digits), { shouldValidate: true })}>
                  {t('wl_all')}
                </button>
              }
            />
            <PasswordField label={t('wl_payment_password')} error={problemText(f.formState.errors.paymentPassword?.message)} {...f.register('paymentPassword')} />
            {isBonusActive(problem.alert?.key) ? (
              <BonusActiveAlert message={problemText(problem.alert)} onOpenRewards={() => go('rewardCenter')} />
            ) : isKycRequired(problem.alert?.key) ? (
              <KycRequiredAlert message={problemText(problem.alert)} onVerify={() => go('verifyIdentity')} />
            ) : (
              <FormAlert message={problemText(problem.alert)} />
            )}
            <FormAlert tone="success" message={done} />
            <SubmitButton busy={busy} disabled={left === 0}>
              {t('wl_withdraw_now')}
            </SubmitButton>
          </form>
        </Panel>
      )}

      <WithdrawalList token={token} />
    </div>
  );
}
