import type { SmsCodeValue } from '@app/contract/session';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '@/components/ui/modal/warning';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { useHumanVerification, type HumanAnswer } from '../../hooks/use-human-verification';
import styles from './sms-code-button.module.css';

/** The spec: one send a second at most. */
export const SMS_THROTTLE_MS = 1000;
/** The spec: resend after expiredMinutes x 60 s (60 s when the answer has none). */
export const resendSeconds = (value: Pick<SmsCodeValue, 'expiredMinutes'>) => Math.max(1, Math.round((value.expiredMinutes || 1) * 60));

/**
 * The SMS code button: checks the number, solves a human-verification challenge when the brand asks for one (its
 * progress on the button), sends, then counts down before the next send. A refusal opens the warning dialog with the
 * server's message; too many requests also waits the time the server names.
 */
export function SmsCodeButton({
  validate,
  request,
  humanRequired,
  countdownSeconds = resendSeconds,
  onSent,
  onFieldError,
}: {
  /** checks the number and marks its field; false stops the send */
  validate: () => boolean | Promise<boolean>;
  request: (human: HumanAnswer | null) => Promise<SmsCodeValue>;
  humanRequired: boolean;
  countdownSeconds?: (value: SmsCodeValue) => number;
  onSent?: (value: SmsCodeValue) => void;
  /** a refusal about a field (an invalid number): true when the form showed it */
  onFieldError?: (error: ApiError) => boolean;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const human = useHumanVerification();
  const [busy, setBusy] = useState(false);
  const lastSend = useRef(0);

  const send = async () => {
    const now = Date.now();
    if (busy || countdown.left > 0 || now - lastSend.current < SMS_THROTTLE_MS) return;
    lastSend.current = now;
    setBusy(true);
    try {
      if (!(await validate())) return;
      const answer = humanRequired ? await human.fresh() : null;
      const value = await request(answer);
      countdown.start(countdownSeconds(value));
      onSent?.(value);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        showWarning({ messageKey: 'err_human_verification_failed' });
        return;
      }
      const wait = (error.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      if (error.code === 'TOO_MANY_REQUESTS' && wait) countdown.start(wait);
      if (onFieldError?.(error)) return;
      showWarning({ messageKey: error.messageKey });
    } finally {
      setBusy(false);
    }
  };

  const label = busy
    ? human.status === 'solving'
      ? t('in_verifying_percent', { percent: Math.round(human.progress * 100) })
      : t('in_sending')
    : countdown.left > 0
      ? t('in_resend_in', { seconds: countdown.left })
      : t('in_send_code');
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void send()}
      disabled={countdown.left > 0}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {label}
    </button>
  );
}
