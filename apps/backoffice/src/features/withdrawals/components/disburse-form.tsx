import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { TextField } from '@/components/ui/field/field';
import { PictureFileField } from '@/components/ui/image-upload/picture-file-field';
import { failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useDisburseWithdrawal } from '../api/disburse-withdrawal';
import type { WithdrawalContext } from '../api/get-withdrawal';
import { usePayoutSettings } from '@/lib/shared-api/get-payout-settings';
import styles from './withdrawals.module.css';

/**
 * Pays an approved withdrawal out by the brand's method. By hand: finance transfers from the brand's account first,
 * then records the transfer's reference (the player sees it) and, if it likes, a picture of the bank's confirmation.
 * Through a provider: the server asks the provider to pay; nothing to type. Confirmed in words either way (the amount
 * in `money`, the brand's currency).
 */
export function DisburseForm({
  withdrawal: w,
  money,
  onDone,
  onCancel,
}: {
  withdrawal: WithdrawalContext['withdrawal'];
  money: MoneyFormat;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const settings = usePayoutSettings(w.brandId);
  const disburse = useDisburseWithdrawal();
  const [payoutRef, setPayoutRef] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  if (settings.isPending) return <LoadingState />;
  const manual = (settings.data?.payoutMethod ?? 'manual') === 'manual';
  const amount = formatAmount(w.amountMinor, money);
  const run = () =>
    disburse.mutate(
      { id: w.id, ...(manual ? { payoutRef: payoutRef.trim(), proofImage: proof } : {}) },
      { onSuccess: () => onDone(t('w_done_disburse')), onSettled: () => setConfirming(false) },
    );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (manual && payoutRef.trim().length < 3) return setError(t('w_payout_ref_required'));
        setError('');
        setConfirming(true);
      }}
    >
      {disburse.error && <Notice tone="error">{failureText(disburse.error)}</Notice>}
      {manual ? (
        <>
          <TextField label={t('w_payout_ref')} hint={t('w_payout_ref_hint')} value={payoutRef} maxLength={100} onChange={(e) => setPayoutRef(e.target.value)} error={error || undefined} />
          <PictureFileField label={t('w_payout_proof')} hint={t('w_payout_proof_hint')} value={proof} alt={t('w_payout_proof_alt')} onChange={setProof} />
        </>
      ) : (
        <p>{t('po_provider', { name: settings.data?.payoutMethod ?? '' })}</p>
      )}
      {confirming ? (
        <ConfirmBar text={t('w_confirm_disburse', { amount, name: w.accountName })} pending={disburse.isPending} onConfirm={run} onCancel={() => setConfirming(false)} />
      ) : (
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            {t('w_disburse')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      )}
    </form>
  );
}
