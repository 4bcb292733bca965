import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/field/field';
import { ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useWithdrawal, type WithdrawalContext } from '../api/get-withdrawal';
import { useWithdrawalProof } from '../api/get-withdrawal-proof';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { useResolveWithdrawal } from '../api/resolve-withdrawal';
import { DisburseForm } from './disburse-form';
import { fourEyesText, withdrawalStatusText } from './withdrawals-columns';
import styles from './withdrawals.module.css';

type Action = 'approve' | 'reject' | 'disburse' | 'resolve';

/** The actions a withdrawal's status allows (the server checks again: INVALID_STATE). */
const actionsFor = (status: string): Action[] =>
  status === 'requested' ? ['approve', 'reject'] : status === 'approved' ? ['disburse', 'reject'] : status === 'not_received' || status === 'partly_received' ? ['resolve'] : [];

const actionLabel: Record<Action, TextKey> = { approve: 'w_approve', reject: 'w_reject', disburse: 'w_disburse', resolve: 'w_resolve' };

/**
 * Approve, reject (with a reason), mark disbursed, resolve a claim (with a refund in `money`, the brand's currency):
 * each confirmed in words first.
 */
function WithdrawalActions({ context, money }: { context: WithdrawalContext; money: MoneyFormat }) {
  const w = context.withdrawal;
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const resolve = useResolveWithdrawal();
  const [action, setAction] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(() => amountText(0, money.digits));
  const [fieldError, setFieldError] = useState('');
  const [done, setDone] = useState('');
  const mutations = { approve, reject, resolve };
  const pending = approve.isPending || reject.isPending || resolve.isPending;
  const failed = action && action !== 'disburse' ? mutations[action].error : null;
  const amount = formatAmount(w.amountMinor, money);
  const refundMinor = amountToMinor(refund, money.digits);

  const start = (a: Action) => {
    setAction(a);
    setDone('');
    setFieldError('');
    for (const m of Object.values(mutations)) m.reset();
    setConfirming(a === 'approve');
  };
  const check = () => {
    if (action === 'reject' && !reason.trim()) return setFieldError(t('reason_required'));
    if (action === 'resolve' && refundMinor === null) return setFieldError(t(amountFormatKey(money.digits)));
    setFieldError('');
    setConfirming(true);
  };
  const run = async () => {
    try {
      if (action === 'approve') {
        const after = await approve.mutateAsync({ id: w.id });
        setDone(after.status === 'approved' ? t('w_done_approve') : t('w_done_first_approval'));
      } else if (action === 'reject') {
        await reject.mutateAsync({ id: w.id, reason: reason.trim() });
        setDone(t('w_done_reject'));
      } else if (action === 'resolve') {
        await resolve.mutateAsync({ id: w.id, refundMinor: refundMinor ?? 0 });
        setDone(t('w_done_resolve'));
      }
      setAction(null);
    } catch {
      // shown below from the mutation's error
    }
    setConfirming(false);
  };

  const available = actionsFor(w.status);
  const confirmText =
    action === 'approve'
      ? t('w_confirm_approve', { amount, name: w.accountName })
      : action === 'reject'
        ? t('w_confirm_reject', { amount })
        : action === 'disburse'
          ? t('w_confirm_disburse', { amount, name: w.accountName })
          : t('w_confirm_resolve', { amount: formatAmount(refundMinor ?? 0, money) });
  return (
    <>
      {done && <Notice>{done}</Notice>}
      {failed && <Notice tone="error">{failureText(failed)}</Notice>}
      {available.length === 0 ? (
        <p>{t('w_no_actions')}</p>
      ) : (
        <div className={styles.actions}>
          {available.map((a) => (
            <Button key={a} variant={a === 'reject' ? 'danger' : 'primary'} aria-pressed={action === a} disabled={pending} onClick={() => start(a)}>
              {t(actionLabel[a])}
            </Button>
          ))}
        </div>
      )}
      {(action === 'reject' || action === 'resolve') && !confirming && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            check();
          }}
        >
          {action === 'reject' ? (
            <TextField label={t('w_reason_label')} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} error={fieldError || undefined} />
          ) : (
            <TextField label={t('w_refund')} hint={t('w_refund_hint')} inputMode={amountInputMode(money.digits)} value={refund} onChange={(e) => setRefund(e.target.value)} error={fieldError || undefined} />
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              {t(actionLabel[action])}
            </Button>
            <Button onClick={() => setAction(null)}>{t('cancel')}</Button>
          </div>
        </form>
      )}
      {action === 'disburse' && (
        <DisburseForm
          withdrawal={w}
          money={money}
          onDone={(text) => {
            setDone(text);
            setAction(null);
          }}
          onCancel={() => setAction(null)}
        />
      )}
      {action && action !== 'disburse' && confirming && <ConfirmBar text={confirmText} danger={action === 'reject'} pending={pending} onConfirm={() => void run()} onCancel={() => setConfirming(false)} />}
    </>
  );
}

/** The receipt claim's picture, or finance's proof of the payout, loaded when the withdrawal has one. */
function ProofPicture({ id, kind }: { id: number; kind: 'claim' | 'payout' }) {
  const proof = useWithdrawalProof(id, true, kind);
  if (proof.isPending) return <LoadingState />;
  if (proof.isError) return <ErrorState error={proof.error} onRetry={() => void proof.refetch()} />;
  return <img className={styles.proof} src={`data:${proof.data.contentType};base64,${proof.data.base64}`} alt={t(kind === 'claim' ? 'w_proof_alt' : 'w_payout_proof_alt')} />;
}

function ContextBody({ context, canWrite }: { context: WithdrawalContext; canWrite: boolean }) {
  const w = context.withdrawal;
  const p = context.player;
  // every amount of the withdrawal and its player is in the brand's currency
  const money = useBrandMoney()(w.brandId);
  return (
    <>
      {!context.accountNameMatchesPayee && <Notice tone="warning">{t('w_name_mismatch')}</Notice>}
      {w.firstApprovedBy ? <Notice tone="warning">{t('w_first_approved', { operator: w.firstApprovedBy })}</Notice> : w.needsTwoApprovals && <Notice tone="warning">{t('w_needs_two')}</Notice>}
      <dl className={styles.details}>
        <div>
          <dt>{t('col_player')}</dt>
          <dd>
            <Link to={paths.player(p.id)}>{p.username}</Link> · VIP {p.vipLevel}
          </dd>
        </div>
        <div>
          <dt>{t('col_amount')}</dt>
          <dd>{formatAmount(w.amountMinor, money)}</dd>
        </div>
        <div>
          <dt>{t('col_status')}</dt>
          <dd>{withdrawalStatusText(w.status)}</dd>
        </div>
        <div>
          <dt>{t('col_four_eyes')}</dt>
          <dd>{fourEyesText(w)}</dd>
        </div>
        <div>
          <dt>{t('col_bank')}</dt>
          <dd>
            {w.bankName} · {w.accountNumber}
          </dd>
        </div>
        <div>
          <dt>{t('col_account_name')}</dt>
          <dd>{w.accountName}</dd>
        </div>
        <div>
          <dt>{t('w_payee')}</dt>
          <dd>{p.payeeName ?? t('none')}</dd>
        </div>
        <div>
          <dt>{t('w_card_names')}</dt>
          <dd>{context.cardNames.join(', ') || t('none')}</dd>
        </div>
        <div>
          <dt>{t('w_deposits')}</dt>
          <dd>{t('w_deposits_value', { amount: formatAmount(context.depositsMinor, money), count: context.depositCount })}</dd>
        </div>
        <div>
          <dt>{t('w_withdrawn')}</dt>
          <dd>{formatAmount(context.withdrawnMinor, money)}</dd>
        </div>
        <div>
          <dt>{t('w_turnover')}</dt>
          <dd>
            {t('w_turnover_value', {
              achieved: formatAmount(context.turnover.achievedMinor, money),
              required: formatAmount(context.turnover.requiredMinor, money),
              remaining: formatAmount(context.turnover.remainingMinor, money),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('w_active_bonuses')}</dt>
          <dd>{context.activeBonuses}</dd>
        </div>
        <div>
          <dt>{t('col_created')}</dt>
          <dd>{formatTime(w.createdAt)}</dd>
        </div>
        {w.payoutRef && (
          <div>
            <dt>{t('w_paid_by')}</dt>
            <dd data-testid="payout-ref">{t('w_paid_by_value', { method: w.payoutMethod ?? 'manual', ref: w.payoutRef, operator: w.disbursedBy ?? t('none') })}</dd>
          </div>
        )}
        {w.rejectReason && (
          <div>
            <dt>{t('w_reject_reason')}</dt>
            <dd>{w.rejectReason}</dd>
          </div>
        )}
        <div>
          <dt>{t('w_linked')}</dt>
          <dd>
            {context.linkedAccounts.length === 0 ? (
              t('w_linked_none')
            ) : (
              <ul className={styles.linked}>
                {context.linkedAccounts.map((l) => (
                  <li key={`${l.memberId}-${l.reason}`}>
                    <Link to={paths.player(l.memberId)}>{t('linked_reason', { username: l.username, reason: l.reason.replace(/_/g, ' ') })}</Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {(w.receivedAmountMinor !== null || w.remainingAmountMinor !== null) && (
          <div>
            <dt>{t('w_receipt')}</dt>
            <dd>{t('w_receipt_value', { received: formatAmount(w.receivedAmountMinor ?? 0, money), remaining: formatAmount(w.remainingAmountMinor ?? 0, money) })}</dd>
          </div>
        )}
      </dl>
      {w.hasProof && <ProofPicture id={w.id} kind="claim" />}
      {w.hasPayoutProof && <ProofPicture id={w.id} kind="payout" />}
      {canWrite && <WithdrawalActions context={context} money={money} />}
    </>
  );
}

/** A withdrawal's context and, for an operator with withdrawals.write, its actions. */
export function WithdrawalContextDialog({ id, canWrite, onClose }: { id: number; canWrite: boolean; onClose: () => void }) {
  const detail = useWithdrawal(id);
  return (
    <Dialog title={t('withdrawal_title', { orderNo: detail.data?.withdrawal.orderNo ?? `#${id}` })} open onClose={onClose}>
      {detail.isPending ? <LoadingState /> : detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ContextBody context={detail.data} canWrite={canWrite} />}
    </Dialog>
  );
}
