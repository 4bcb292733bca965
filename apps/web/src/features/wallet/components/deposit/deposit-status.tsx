import type { DepositOrder, DepositStatus as Status } from '@app/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel, StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { FormAlert } from '@/components/ui/form/submit-button';
import { isOpenDeposit, useDepositOrder } from '../../api/get-deposit-order';
import { refreshWallet } from '../../api/keys';
import { TransferDetails } from './transfer-details';
import styles from '../wallet.module.css';

export const depositTone = (status: Status): PillTone =>
  ({ created: 'warning', pending: 'warning', submitted: 'warning', paid: 'success', failed: 'danger', rejected: 'danger', expired: 'neutral' })[status] as PillTone;

/** mm:ss left before the order expires, ticking each second. */
function useCountdown(until: number, active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const left = Math.max(0, Math.floor((until - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * One deposit order followed live: waiting while the player pays on the provider's page (asked again every 3 s),
 * then paid (the balance refreshes), failed or expired.
 */
export function DepositStatus({
  token,
  initial,
  popupBlocked,
  onNew,
  onRecords,
}: {
  token: string;
  initial: DepositOrder;
  popupBlocked: boolean;
  onNew: () => void;
  onRecords: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useDepositOrder(token, initial.orderNo, initial);
  const order = query.data ?? initial;
  const open = isOpenDeposit(order);
  const countdown = useCountdown(order.expiresAt, open);
  const last = useRef(order.status);

  // money arrived: every balance on screen (the header's too) asks again
  useEffect(() => {
    if (last.current !== order.status && order.status === 'paid') void refreshWallet(queryClient);
    last.current = order.status;
  }, [order.status, queryClient]);

  const transfer = order.transfer;
  // a manual transfer waits for the player's transfer, then for finance: both read as waiting
  const state = open || order.status === 'submitted' ? 'waiting' : order.status === 'rejected' ? 'failed' : order.status;
  const titleKey = transfer && open ? 'transfer' : order.status === 'submitted' || order.status === 'rejected' ? order.status : state;
  const icon = { waiting: 'clock', paid: 'checkCircle', failed: 'cross', expired: 'clock' } as const;
  return (
    <Panel title={t('wl_deposit_order')} action={<StatusPill tone={depositTone(order.status)} testId="deposit-status">{t(`wl_deposit_${order.status}`)}</StatusPill>}>
      <div className={styles.status} data-state={state} aria-live="polite" data-testid="deposit-order">
        <span className={styles.statusIcon}>
          <Glyph name={icon[state as keyof typeof icon]} size={34} />
        </span>
        <span className={styles.statusAmount}>
          <Money value={order.amountMinor} />
        </span>
        <h3 className={styles.statusTitle}>{t(`wl_deposit_title_${titleKey}`)}</h3>
        <p className={styles.statusText}>{t(`wl_deposit_text_${titleKey}`)}</p>
        {order.rejectReason && (
          <p className={styles.statusText} data-testid="deposit-reject-reason">
            {t('wl_reject_reason')}: {order.rejectReason}
          </p>
        )}
        {open && popupBlocked && <FormAlert tone="info" message={t('err_popup_blocked')} />}
        <dl className={styles.facts}>
          <dt>{t('wl_order_no')}</dt>
          <dd data-testid="deposit-order-no">{order.orderNo}</dd>
          <dt>{t('wl_deposit_channel')}</dt>
          <dd>{order.channelName}</dd>
          {open && (
            <>
              <dt>{t('wl_expires_in')}</dt>
              <dd>{countdown}</dd>
            </>
          )}
        </dl>
        {transfer && order.status !== 'paid' && <TransferDetails token={token} order={order} transfer={transfer} open={open} />}
        <div className={styles.actions}>
          {open && order.payUrl && (
            <a className={styles.payLink} href={order.payUrl} target="_blank" rel="noopener noreferrer">
              <Glyph name="arrowRight" size={16} />
              {t('wl_open_pay_page')}
            </a>
          )}
          {!open && order.status !== 'submitted' && (
            <Button variant="primary" onClick={onNew}>
              {t('wl_new_deposit')}
            </Button>
          )}
          {order.status === 'paid' && (
            <Button variant="outline" onClick={onRecords}>
              {t('in_account_record')}
            </Button>
          )}
          {(open || order.status === 'submitted') && (
            <Button variant="ghost" onClick={onNew}>
              {t('wl_back')}
            </Button>
          )}
        </div>
      </div>
    </Panel>
  );
}
