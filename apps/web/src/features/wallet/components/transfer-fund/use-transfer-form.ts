import { formatMoney } from '@app/contract/money';
import type { VendorWallet } from '@app/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMoneyFormat } from '@/config/brand';
import { getBalanceQueryOptions } from '@/lib/shared-api/balance';
import { useRequestId } from '@/lib/request-id';
import { useTransferWallet } from '../../api/transfer-wallet';
import { amountIssue, sentAmount, useMoneyForm } from '../../hooks/use-money-form';

type Direction = 'toVendor' | 'toMain';
interface Fields {
  direction: Direction;
  vassalage: string;
  amount: string;
}

/**
 * The transfer form between main and one vendor wallet, and recall-all: both put the returned balance straight into
 * the balance query, and each keeps one request id per move so a retry is not moved twice.
 */
export function useTransferForm(token: string, mainMinor: number, byCode: Map<string, VendorWallet>) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const transfer = useTransferWallet();
  const recall = useTransferWallet();
  const requestId = useRequestId('tr');
  const recallId = useRequestId('rc');

  // read by the schema at validation time, so it sees the balances of the latest render
  const sourceOf = useRef<(f: Pick<Fields, 'direction' | 'vassalage'>) => number>(() => 0);
  sourceOf.current = (f) => (f.direction === 'toVendor' ? mainMinor : (byCode.get(f.vassalage)?.balanceMinor ?? 0));

  const schema = useMemo(
    () =>
      z
        .object({ direction: z.enum(['toVendor', 'toMain']), vassalage: z.string().min(1, 'wl_pick_wallet'), amount: z.string() })
        .superRefine((v, ctx) => amountIssue(ctx, { path: 'amount', text: v.amount, limits: { availableMinor: sourceOf.current(v) }, money })),
    [money],
  );
  const { form, problem, done, run, onSubmit } = useMoneyForm<Fields>({
    schema,
    defaultValues: { direction: 'toVendor', vassalage: '', amount: '' },
    serverFields: ['amount', 'vassalage'],
  });

  const applyBalance = (value: Awaited<ReturnType<typeof transfer.mutateAsync>>) => {
    queryClient.setQueryData(getBalanceQueryOptions(token).queryKey, value.balance);
  };

  const submit = onSubmit(async (values) => {
    const sent = sentAmount(values.amount, money);
    if (!sent) return;
    const { amount } = sent;
    const value = await transfer.mutateAsync({
      action: values.direction,
      vassalage: values.vassalage,
      amount,
      requestId: requestId.idFor(`${values.direction}:${values.vassalage}:${amount}`),
    });
    requestId.done();
    applyBalance(value);
    form.reset({ ...values, amount: '' });
    const name = byCode.get(values.vassalage)?.name ?? values.vassalage;
    return t(values.direction === 'toVendor' ? 'wl_moved_to_vendor' : 'wl_moved_to_main', { amount: formatMoney(sent.minor, money), name });
  });

  const recallAll = () =>
    run(async () => {
      const value = await recall.mutateAsync({ action: 'recallAll', requestId: recallId.idFor('recallAll') });
      recallId.done();
      applyBalance(value);
      const total = value.moved.reduce((sum, m) => sum + m.amountMinor, 0);
      return total ? t('wl_recalled', { amount: formatMoney(total, money) }) : t('wl_nothing_to_recall');
    });

  return { form, problem, done, submit, recallAll, sourceOf, transferring: transfer.isPending, recalling: recall.isPending };
}
