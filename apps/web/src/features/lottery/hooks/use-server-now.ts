import { useEffect, useState } from 'react';

/**
 * The server's time (this device's clock plus the offset the last answer measured), ticking every second and at
 * once when the tab becomes visible or focused again (timers are throttled in hidden tabs and stop during sleep).
 */
export function useServerNow(offset: number, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    // a new time within the same tick (the first one, at mount) keeps the state as it is: no second render per clock
    const update = () => {
      const next = Date.now() + offset;
      setNow((shown) => (Math.floor(shown / tickMs) === Math.floor(next / tickMs) ? shown : next));
    };
    update();
    const timer = window.setInterval(update, tickMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', update);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', update);
    };
  }, [offset, tickMs]);
  return now;
}
