import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment, ticking once a second (the SMS resend and code-expiry countdowns). */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  /** counts down from `seconds` */
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  /** counts down to a timestamp (ms), e.g. the server's code expiry */
  const until = useCallback((timestamp: number) => {
    setNow(Date.now());
    setEndsAt(timestamp);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, start, until };
}
