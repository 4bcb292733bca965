import { formatMoney } from '@app/contract/money';
import type { BankCard, WithdrawSettingsValue } from '@app/contract/wallet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMoneyFormat } from '@/config/brand';
import { useRequestId } from '@/lib/request-id';
import { useCreateWithdrawal } from '../../api/create-withdrawal';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';

interface Fields {
  bankCardId: number;
  amount: string;
  paymentPassword: string;
}

/**
 * The withdrawal form: validated against the brand's limits (read at submit time, so the schema need not change when
 * the settings load), the first card picked by default, and one request id per card and amount so a retry is not paid twice.
 */
export function useWithdrawForm(settings: WithdrawSettingsValue | undefined, cards: BankCard[]) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const create = useCreateWithdrawal();
  const requestId = useRequestId('wd');

  const limits = useRef({ minMinor: 0, maxMinor: 0, availableMinor: 0 });
  if (settings) limits.current = { minMinor: settings.minMinor, maxMinor: settings.maxMinor, availableMinor: settings.availableMinor };
  const schema = useMemo(
    () =>
      z
        .object({ bankCardId: z.number().int().positive('wl_pick_card'), amount: z.string(), paymentPassword: z.string().min(1, 'input_cannot_be_empty') })
        .superRefine((v, ctx) => amountIssue(ctx, { path: 'amount', text: v.amount, limits: limits.current, money })),
    [money],
  );
  const { form, problem, done, onSubmit } = useMoneyForm<Fields>({
    schema,
    defaultValues: { bankCardId: 0, amount: '', paymentPassword: '' },
    serverFields: ['amount', 'paymentPassword', 'bankCardId'],
  });
  const firstCard = cards[0]?.id;
  useEffect(() => {
    if (firstCard && !form.getValues('bankCardId')) form.setValue('bankCardId', firstCard);
  }, [firstCard, form]);

  const submit = onSubmit(async (v) => {
    const sent = sentAmount(v.amount, money);
    if (!sent) return;
    const { amount } = sent;
    const w = await create.mutateAsync({ bankCardId: v.bankCardId, amount, paymentPassword: v.paymentPassword, requestId: requestId.idFor(`${v.bankCardId}:${amount}`) });
    requestId.done();
    form.reset({ bankCardId: v.bankCardId, amount: '', paymentPassword: '' });
    return t('wl_withdraw_requested', { amount: formatMoney(w.amountMinor, money), orderNo: w.orderNo });
  });

  return { form, problem, done, submit, busy: create.isPending };
}
