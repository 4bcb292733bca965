import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { TextAreaField, TextField } from '@/components/ui/field/field';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useConfirmDeposit } from '../api/confirm-deposit';
import type { DepositRow } from '../api/get-deposits';
import styles from './deposits.module.css';

/**
 * "Confirm manually": the amount received (must equal the order's; typed in `money`, the brand's currency) and the
 * evidence, then a confirmation in words.
 */
export function ConfirmDepositForm({ order, money, onDone }: { order: DepositRow; money: MoneyFormat; onDone: (text: string) => void }) {
  const confirm = useConfirmDeposit();
  const [amount, setAmount] = useState('');
  const [evidence, setEvidence] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; evidence?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const orderAmount = formatAmount(order.amountMinor, money);
  const minor = amountToMinor(amount, money.digits);
  const check = () => {
    const next: typeof errors = {};
    if (minor === null) next.amount = t(amountFormatKey(money.digits));
    else if (minor !== order.amountMinor) next.amount = t('d_amount_differs', { amount: orderAmount });
    if (evidence.trim().length < 4) next.evidence = t('d_evidence_short');
    setErrors(next);
    if (!next.amount && !next.evidence) setConfirming(true);
  };
  const run = () =>
    confirm.mutate(
      { id: order.id, amountMinor: minor ?? 0, evidence: evidence.trim() },
      { onSuccess: () => onDone(t('d_confirmed', { orderNo: order.orderNo })), onSettled: () => setConfirming(false) },
    );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      {confirm.error && <Notice tone="error">{failureText(confirm.error)}</Notice>}
      <TextField label={t('d_confirm_amount')} hint={t('d_confirm_amount_hint', { amount: orderAmount })} inputMode={amountInputMode(money.digits)} value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
      <TextAreaField label={t('d_evidence')} hint={t('d_evidence_hint')} maxLength={300} value={evidence} onChange={(e) => setEvidence(e.target.value)} error={errors.evidence} />
      {confirming ? (
        <ConfirmBar text={t('d_confirm_warning', { amount: orderAmount, username: order.username })} pending={confirm.isPending} onConfirm={run} onCancel={() => setConfirming(false)} />
      ) : (
        <div className={styles.buttons}>
          <Button type="submit" variant="primary">
            {t('d_confirm')}
          </Button>
        </div>
      )}
    </form>
  );
}
