import { formatMoney } from '@app/contract/money';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useCurrencySymbol } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { PasswordField, TextField } from '@/components/ui/form/field';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { useCreateWithdrawal } from '../../api/create-withdrawal';
import { useBankCards } from '../../api/get-bank-cards';
import { useWithdrawSettings } from '../../api/get-withdraw-settings';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';
import { amountText } from '../../utils/amount';
import type { WalletPageProps } from '../../types';
import { useRequestId } from '@/lib/request-id';
import { BindCardForm } from '../security/bind-card-form';
import { PaymentPasswordForm } from '../security/payment-password-form';
import { WithdrawalList } from './withdrawal-list';
import styles from '../wallet.module.css';
import '../../locales/texts';

interface Fields {
  bankCardId: number;
  amount: string;
  paymentPassword: string;
}

/**
 * Withdraw: to a bound bank card, with the payment password, within the brand's limits, today's count and the
 * turnover requirement; then the list of withdrawals, where a paid-out one asks for the receipt confirmation.
 */
export function WithdrawPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const settings = useWithdrawSettings(token);
  const cards = useBankCards(token);
  const create = useCreateWithdrawal();
  const requestId = useRequestId('wd');
  const problemText = useProblemText();
  const [addingCard, setAddingCard] = useState(false);

  const s = settings.data;
  const list = cards.data?.list ?? [];
  const limits = useRef({ minMinor: 0, maxMinor: 0, availableMinor: 0 });
  if (s) limits.current = { minMinor: s.minMinor, maxMinor: s.maxMinor, availableMinor: s.availableMinor };
  const schema = useMemo(
    () =>
      z
        .object({ bankCardId: z.number().int().positive('wl_pick_card'), amount: z.string(), paymentPassword: z.string().min(1, 'input_cannot_be_empty') })
        .superRefine((v, ctx) => amountIssue(ctx, { path: 'amount', text: v.amount, limits: limits.current, symbol })),
    [symbol],
  );
  const { form: f, problem, done, onSubmit } = useMoneyForm<Fields>({
    schema,
    defaultValues: { bankCardId: 0, amount: '', paymentPassword: '' },
    serverFields: ['amount', 'paymentPassword', 'bankCardId'],
  });
  const bankCardId = f.watch('bankCardId');
  const firstCard = list[0]?.id;
  useEffect(() => {
    if (firstCard && !f.getValues('bankCardId')) f.setValue('bankCardId', firstCard);
  }, [firstCard, f]);

  const submit = onSubmit(async (v) => {
    const sent = sentAmount(v.amount);
    if (!sent) return;
    const { amount } = sent;
    const w = await create.mutateAsync({ bankCardId: v.bankCardId, amount, paymentPassword: v.paymentPassword, requestId: requestId.idFor(`${v.bankCardId}:${amount}`) });
    requestId.done();
    f.reset({ bankCardId: v.bankCardId, amount: '', paymentPassword: '' });
    return t('wl_withdraw_requested', { amount: formatMoney(w.amountMinor, symbol), orderNo: w.orderNo });
  });

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
  const turnover = ready.turnover;
  const left = Math.max(0, ready.dailyCount - ready.usedToday);
  const turnoverShare = turnover.requiredMinor ? Math.min(1, turnover.achievedMinor / turnover.requiredMinor) : 1;
  const maxAmount = Math.min(ready.availableMinor, ready.maxMinor);

  return (
    <div className={styles.stack}>
      <StatGrid>
        <Stat label={t('wl_withdrawable')} value={<Money value={ready.availableMinor} />} tone="accent" testId="withdrawable" />
        <Stat label={t('wl_per_withdrawal')} value={<Money value={ready.maxMinor} />} hint={t('wl_min_amount', { min: formatMoney(ready.minMinor, symbol) })} />
        <Stat label={t('wl_today_left')} value={t('wl_count_of', { count: left, max: ready.dailyCount })} />
        <Stat
          label={t('wl_turnover')}
          value={turnover.remainingMinor > 0 ? <Money value={turnover.remainingMinor} /> : t('wl_turnover_met')}
          tone={turnover.remainingMinor > 0 ? 'down' : 'up'}
          hint={
            turnover.requiredMinor > 0 ? (
              <span className={`${styles.progress} ${styles.progressHint}`} aria-hidden="true">
                <span className={styles.progressBar} style={{ width: `${Math.round(turnoverShare * 100)}%` }} />
              </span>
            ) : undefined
          }
        />
      </StatGrid>

      {turnover.remainingMinor > 0 && (
        <FormAlert
          tone="info"
          message={t('wl_turnover_info', {
            remaining: formatMoney(turnover.remainingMinor, symbol),
            required: formatMoney(turnover.requiredMinor, symbol),
            achieved: formatMoney(turnover.achievedMinor, symbol),
          })}
        />
      )}
      {left === 0 && <FormAlert tone="info" message={t('wl_daily_limit', { count: ready.dailyCount })} />}

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
        <Panel title={t('wl_new_withdrawal')}>
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
              <div className={styles.choices} role="radiogroup" aria-labelledby="withdraw-card-label">
                {list.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    role="radio"
                    aria-checked={bankCardId === c.id}
                    className={styles.choice}
                    onClick={() => f.setValue('bankCardId', c.id)}
                    data-testid="withdraw-card"
                  >
                    <span className={styles.choiceIcon}>
                      <Glyph name="card" size={20} />
                    </span>
                    <span className={styles.choiceText}>
                      <strong>{c.bankName}</strong>
                      <small>
                        {c.accountName} · {c.accountNumberMasked}
                      </small>
                    </span>
                    {bankCardId === c.id && <Glyph name="checkCircle" size={18} className={styles.check} />}
                  </button>
                ))}
              </div>
            </div>
            <TextField
              label={t('wl_amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              prefix={symbol}
              aside={t('wl_limits', { min: formatMoney(ready.minMinor, symbol), max: formatMoney(ready.maxMinor, symbol) })}
              error={problemText(f.formState.errors.amount?.message)}
              {...f.register('amount')}
              suffix={
                <button type="button" className={form.suffixButton} disabled={maxAmount <= 0} onClick={() => f.setValue('amount', amountText(maxAmount), { shouldValidate: true })}>
                  {t('wl_all')}
                </button>
              }
            />
            <PasswordField label={t('wl_payment_password')} error={problemText(f.formState.errors.paymentPassword?.message)} {...f.register('paymentPassword')} />
            <FormAlert message={problemText(problem.alert)} />
            <FormAlert tone="success" message={done} />
            <SubmitButton busy={create.isPending} disabled={left === 0}>
              {t('wl_withdraw_now')}
            </SubmitButton>
          </form>
        </Panel>
      )}

      <WithdrawalList token={token} />
    </div>
  );
}
