import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { TextAreaField } from '@/components/ui/field/field';
import { ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import type { DepositRow } from '../api/get-deposits';
import { useDepositReceipt, useRejectDeposit } from '../api/review-deposit';
import { ConfirmDepositForm } from './confirm-deposit-form';
import styles from './deposits.module.css';

/** The player's receipt picture, when they sent one. */
function ReceiptPicture({ order }: { order: DepositRow }) {
  const receipt = useDepositReceipt(order.id, order.receiptAt);
  if (order.receiptAt === null) return <Notice tone="warning">{t('d_no_receipt')}</Notice>;
  if (receipt.isPending) return <LoadingState />;
  if (receipt.isError) return <ErrorState error={receipt.error} onRetry={() => void receipt.refetch()} />;
  return <img className={styles.receipt} src={`data:${receipt.data.contentType};base64,${receipt.data.base64}`} alt={t('d_receipt_alt', { orderNo: order.orderNo })} />;
}

/** Reject: the reason the player reads (in their inbox and on the order), confirmed in words first. */
function RejectDepositForm({ order, money, onDone }: { order: DepositRow; money: MoneyFormat; onDone: (text: string) => void }) {
  const reject = useRejectDeposit();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length < 3) return setError(t('d_reason_short'));
        setError('');
        setConfirming(true);
      }}
    >
      {reject.error && <Notice tone="error">{failureText(reject.error)}</Notice>}
      <TextAreaField label={t('d_reject_reason')} hint={t('d_reject_reason_hint')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} error={error || undefined} />
      {confirming ? (
        <ConfirmBar
          text={t('d_reject_warning', { amount: formatAmount(order.amountMinor, money), username: order.username })}
          danger
          pending={reject.isPending}
          onConfirm={() => reject.mutate({ id: order.id, reason: reason.trim() }, { onSuccess: () => onDone(t('d_rejected', { orderNo: order.orderNo })), onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.buttons}>
          <Button type="submit" variant="danger">
            {t('d_reject')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * Finance's review of a deposit: for a manual transfer the reference the player had to write and their receipt, to
 * match against the brand's bank statement; then confirm (the amount received and the evidence) or reject (a reason).
 * Amounts in `money`, the order's brand's currency.
 */
export function ReviewDeposit({ order, money, onDone }: { order: DepositRow; money: MoneyFormat; onDone: (text: string) => void }) {
  const [mode, setMode] = useState<'confirm' | 'reject'>('confirm');
  const manual = order.flow === 'manual';
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('col_player')}</dt>
          <dd>{order.username}</dd>
        </div>
        <div>
          <dt>{t('col_amount')}</dt>
          <dd>{formatAmount(order.amountMinor, money)}</dd>
        </div>
        <div>
          <dt>{t('col_channel')}</dt>
          <dd>{order.channelName}</dd>
        </div>
        {manual && (
          <div>
            <dt>{t('col_reference')}</dt>
            <dd className="mono" data-testid="review-reference">
              {order.reference}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('col_created')}</dt>
          <dd>{formatTime(order.createdAt)}</dd>
        </div>
        {manual && (
          <div>
            <dt>{t('col_receipt')}</dt>
            <dd>{order.receiptAt ? formatTime(order.receiptAt) : t('none')}</dd>
          </div>
        )}
      </dl>
      {manual && <ReceiptPicture order={order} />}
      <div className={styles.buttons} role="group" aria-label={t('d_review_action')}>
        <Button aria-pressed={mode === 'confirm'} onClick={() => setMode('confirm')}>
          {t('d_confirm')}
        </Button>
        <Button aria-pressed={mode === 'reject'} onClick={() => setMode('reject')}>
          {t('d_reject')}
        </Button>
      </div>
      {mode === 'confirm' ? <ConfirmDepositForm order={order} money={money} onDone={onDone} /> : <RejectDepositForm order={order} money={money} onDone={onDone} />}
    </div>
  );
}
