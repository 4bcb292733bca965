import type { Withdrawal, WithdrawalStatus } from '@app/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useWithdrawals } from '../../api/get-withdrawals';
import { formatWhen } from '@/lib/format';
import styles from '../wallet.module.css';
import { ReceiptForm } from './receipt-form';

const PAGE_SIZE = 10;
/** The records cover at most 400 days; the list shows the last 90. */
const LIST_DAYS = 90;

export const withdrawalTone = (status: WithdrawalStatus): PillTone =>
  (
    ({
      requested: 'warning',
      approved: 'info',
      rejected: 'danger',
      disbursed: 'info',
      received: 'success',
      not_received: 'danger',
      partly_received: 'warning',
      resolved: 'neutral',
    }) as const
  )[status];

/** The member's withdrawals with their states; a paid-out one waits for the receipt confirmation. */
export function WithdrawalList({ token }: { token: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [since] = useState(() => Date.now() - LIST_DAYS * 86_400_000);
  const withdrawals = useWithdrawals(token, { pageNo: page, pageSize: PAGE_SIZE, startTime: since });
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Panel title={t('wl_withdrawals')} flush testId="withdrawals">
      {withdrawals.isPending ? (
        <div className={styles.skeletonList}>
          <Skeleton height={52} radius={10} />
          <Skeleton height={52} radius={10} />
        </div>
      ) : withdrawals.isError ? (
        <ErrorState compact message={t(withdrawals.error instanceof ApiError ? withdrawals.error.messageKey : 'err_network_error')} onRetry={() => void withdrawals.refetch()} />
      ) : withdrawals.data.list.length === 0 ? (
        <EmptyState compact icon="withdraw" title={t('wl_no_withdrawals')} />
      ) : (
        <>
          <ul className={styles.orders} aria-busy={withdrawals.isPlaceholderData || undefined}>
            {withdrawals.data.list.map((w) => (
              <WithdrawalItem key={w.orderNo} withdrawal={w} confirming={confirming === w.orderNo} onConfirm={(open) => setConfirming(open ? w.orderNo : null)} />
            ))}
          </ul>
          <Pagination page={page} totalPages={withdrawals.data.totalPages} onChange={setPage} disabled={withdrawals.isFetching} />
        </>
      )}
    </Panel>
  );
}

function WithdrawalItem({ withdrawal: w, confirming, onConfirm }: { withdrawal: Withdrawal; confirming: boolean; onConfirm: (open: boolean) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className={styles.order} data-testid="withdrawal" data-order={w.orderNo} data-status={w.status}>
      <div className={styles.orderMain}>
        <span className={styles.orderIcon}>
          <Glyph name="withdraw" size={18} />
        </span>
        <span className={styles.orderText}>
          <span className={styles.orderTitle}>
            <Money value={w.amountMinor} />
          </span>
          <span className={styles.orderMeta}>
            {w.bankName} {w.accountNumberMasked} · {formatWhen(w.createdAt, language)} · {w.orderNo}
          </span>
        </span>
        <span className={styles.orderSide}>
          <StatusPill tone={withdrawalTone(w.status)} testId="withdrawal-status">
            {t(`wl_withdrawal_${w.status}`)}
          </StatusPill>
          {w.status === 'disbursed' && !confirming && (
            <Button size="sm" onClick={() => onConfirm(true)}>
              {t('wl_confirm_receipt')}
            </Button>
          )}
        </span>
      </div>
      {w.payoutRef && w.status === 'disbursed' && (
        <div className={styles.note} data-testid="payout-ref">
          {t('wl_payout_ref')}: <strong className="mono">{w.payoutRef}</strong>
        </div>
      )}
      {w.status === 'disbursed' && w.autoReceiveAt && !confirming && (
        <div className={styles.note}>{t('wl_auto_receive', { time: formatWhen(w.autoReceiveAt, language) })}</div>
      )}
      {w.status === 'rejected' && w.rejectReason && (
        <div className={styles.note}>
          {t('wl_reject_reason')}: <strong>{w.rejectReason}</strong>
        </div>
      )}
      {(w.status === 'partly_received' || w.status === 'not_received' || (w.status === 'resolved' && w.remainingAmountMinor !== null)) && (
        <div className={styles.note} data-testid="receipt-amounts">
          <span>
            {t('wl_amount_received')}: <strong><Money value={w.receivedAmountMinor ?? 0} /></strong>
          </span>
          <span>
            {t('wl_amount_remaining')}: <strong><Money value={w.remainingAmountMinor ?? w.amountMinor} /></strong>
          </span>
          {w.status === 'resolved' && w.refundedMinor !== null && (
            <span>
              {t('wl_refunded')}: <strong><Money value={w.refundedMinor} /></strong>
            </span>
          )}
          {w.status !== 'resolved' && <span>{t('wl_claim_review')}</span>}
        </div>
      )}
      {w.status === 'received' && w.receiptForced && <div className={styles.note}>{t('wl_receipt_forced')}</div>}
      {confirming && w.status === 'disbursed' && <ReceiptForm withdrawal={w} onClose={() => onConfirm(false)} />}
    </li>
  );
}
