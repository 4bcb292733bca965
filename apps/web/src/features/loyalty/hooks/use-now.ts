import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` (countdowns to a reset that show minutes need no faster tick). */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
