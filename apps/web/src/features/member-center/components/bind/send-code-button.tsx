import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/lib/use-countdown';
import styles from '../account-forms.module.css';

/** The spec: one send a second at most; resend after expiredMinutes x 60 s (60 s when the answer has none). */
export const SEND_THROTTLE_MS = 1000;
export const resendSeconds = (value: { expiredMinutes: number }) => Math.max(1, Math.round((value.expiredMinutes || 1) * 60));

/**
 * Sends a one-time code, then counts down before the next send. `send` answers the code's expiry, or throws (the
 * form shows why); a too-many-requests refusal waits the time the server names.
 */
export function SendCodeButton({ send }: { send: () => Promise<{ expiredMinutes: number } | null> }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const last = useRef(0);
  const click = async () => {
    const now = Date.now();
    if (busy || countdown.left > 0 || now - last.current < SEND_THROTTLE_MS) return;
    const previous = last.current;
    last.current = now;
    setBusy(true);
    try {
      const value = await send();
      if (value) countdown.start(resendSeconds(value));
      // nothing was sent (the form found a problem first): the next click may send at once
      else last.current = previous;
    } catch (error) {
      const wait = (error as { code?: string; value?: { retryAfterSeconds?: number } | null }).value?.retryAfterSeconds;
      if ((error as { code?: string }).code === 'TOO_MANY_REQUESTS' && wait) countdown.start(wait);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.codeButton} onClick={() => void click()} disabled={countdown.left > 0} aria-busy={busy || undefined}>
      {busy ? t('mc_sending') : countdown.left > 0 ? t('mc_resend_in', { seconds: countdown.left }) : t('mc_send_code')}
    </button>
  );
}
