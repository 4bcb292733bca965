import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './slot-game.module.css';

/** The pause between one shown round and the next under autoplay. */
const AUTOPLAY_GAP_MS = 1000;

/**
 * Autoplay, where the brand's pack allows it (UKGC and GlüStV do not: then it is not offered at all). While on, the
 * next round starts a moment after the last one was shown; a round that fails (balance, a due reality check, the
 * pacing) switches it off. The server's pacing applies either way.
 */
export function useAutoplay(allowed: boolean, busy: boolean, spin: () => Promise<boolean>) {
  const [on, setOn] = useState(false);
  const spinRef = useRef(spin);
  spinRef.current = spin;
  const active = allowed && on;
  useEffect(() => {
    if (!active || busy) return;
    const timer = setTimeout(() => {
      void spinRef.current().then((ok) => {
        if (!ok) setOn(false);
      });
    }, AUTOPLAY_GAP_MS);
    return () => clearTimeout(timer);
  }, [active, busy]);
  return { on: active, setOn };
}

export function AutoplaySwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.autoplay}>
      <input type="checkbox" role="switch" checked={on} onChange={(e) => onChange(e.target.checked)} data-testid="autoplay" />
      {t('lobby_autoplay')}
    </label>
  );
}
