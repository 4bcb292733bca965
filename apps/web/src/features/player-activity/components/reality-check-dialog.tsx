import type { RealityCheckState } from '@app/contract/player-activity';
import type { MoneyFormat } from '@app/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useActivityRules } from '@/lib/shared-api/activity-rules';
import { useAcknowledgeRealityCheck } from '../api/acknowledge-reality-check';
import { useRealityCheck } from '../api/get-reality-check';
import { REALITY_CHECK_MODAL } from '../modal-names';
import { hoursMinutes, signedMoney } from '../utils/format';
import styles from './reality-check-dialog.module.css';
import '../locales/texts';

/** After "See my history" the dialog waits this long before it asks again (play stays paused on the server). */
const HISTORY_GRACE_MS = 60_000;
export const REALITY_CHECK_DUE_MESSAGE = 'reality-check-due';

export interface RealityCheckDialogProps {
  token: string;
  onLogout: () => void;
  /** the betting record (the member centre's bet history page) */
  onHistory: () => void;
}

/**
 * The reality check (UKGC RTS 13): when the player's interval has passed, a dialog shows the time played this
 * session and the net position, and play pauses (the server refuses in-house rounds and lottery bets) until the
 * player chooses. Continue answers it; so do Escape and a click outside, like every modal here (the player has seen
 * the figures). Log out ends the session; See my history opens the betting record and asks again a minute later.
 */
export function RealityCheckDialog({ token, onLogout, onHistory }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const rules = useActivityRules();
  const checksOn = Boolean(rules.data?.realityCheck);
  const state = useRealityCheck(token, checksOn);
  const acknowledge = useAcknowledgeRealityCheck(token);
  const [deferredUntil, setDeferredUntil] = useState(0);
  const { refetch } = state;
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  const value = state.data;
  // ask the server again the moment the next check falls due (its clock, not this one's)
  useEffect(() => {
    if (!value?.nextCheckAt || value.due) return;
    const timer = setTimeout(() => void refetchRef.current(), Math.max(1000, value.nextCheckAt - value.serverTime + 500));
    return () => clearTimeout(timer);
  }, [value?.nextCheckAt, value?.serverTime, value?.due]);

  // a bet refused because a check is due (this page's lottery slip, or the in-house game in its frame) shows it now
  useEffect(() => {
    if (!checksOn) return;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      const error = event.mutation?.state.error;
      if (error instanceof ApiError && error.code === 'REALITY_CHECK_DUE') {
        setDeferredUntil(0);
        void refetchRef.current();
      }
    });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || (event.data as { type?: string } | null)?.type !== REALITY_CHECK_DUE_MESSAGE) return;
      setDeferredUntil(0);
      void refetchRef.current();
    };
    window.addEventListener('message', onMessage);
    return () => {
      unsubscribe();
      window.removeEventListener('message', onMessage);
    };
  }, [checksOn, queryClient]);

  const due = Boolean(value?.due);
  useEffect(() => {
    if (due && Date.now() >= deferredUntil) modals.open(REALITY_CHECK_MODAL);
    else modals.close(REALITY_CHECK_MODAL);
    if (due && deferredUntil > Date.now()) {
      const timer = setTimeout(() => setDeferredUntil(0), deferredUntil - Date.now());
      return () => clearTimeout(timer);
    }
  }, [due, deferredUntil]);
  useEffect(() => () => modals.close(REALITY_CHECK_MODAL), []);

  const answer = () => {
    if (!acknowledge.isPending) acknowledge.mutate();
  };

  return (
    <Modal name={REALITY_CHECK_MODAL} title={t('pa_reality_check_title')} width={440} showClose={false} onClose={answer}>
      {value && <RealityCheckBody value={value} money={money} />}
      {acknowledge.isError && (
        <p className={styles.error} role="alert">
          {t(acknowledge.error instanceof ApiError ? acknowledge.error.messageKey : 'err_network_error')}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={answer} disabled={acknowledge.isPending} data-testid="reality-check-continue">
          {t('pa_continue')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDeferredUntil(Date.now() + HISTORY_GRACE_MS);
            modals.close(REALITY_CHECK_MODAL);
            onHistory();
          }}
        >
          {t('pa_see_history')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            modals.close(REALITY_CHECK_MODAL);
            onLogout();
          }}
        >
          {t('pa_log_out')}
        </Button>
      </div>
    </Modal>
  );
}

function RealityCheckBody({ value, money }: { value: RealityCheckState; money: MoneyFormat }) {
  const { t } = useTranslation();
  const units = { h: t('pa_hours'), min: t('pa_minutes') };
  return (
    <div className={styles.body} data-testid="reality-check">
      <p className={styles.lead}>{t('pa_reality_check_text')}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('pa_time_played')}</dt>
          <dd data-testid="reality-check-time">{hoursMinutes(value.playedSeconds, units)}</dd>
        </div>
        <div>
          <dt>{t('pa_net_position')}</dt>
          <dd data-testid="reality-check-net" data-sign={value.netPositionMinor < 0 ? 'loss' : value.netPositionMinor > 0 ? 'gain' : 'even'}>
            {signedMoney(value.netPositionMinor, money)}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('pa_net_position_hint')}</p>
    </div>
  );
}
