import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { useEffect, useRef, useState } from 'react';

/** Money that glides to a new amount (about half a second) instead of jumping; instant with reduced motion. */
export function AnimatedMoney({ minor, money, reduced, className, testId }: { minor: number; money: MoneyFormat; reduced: boolean; className?: string; testId?: string }) {
  const [shown, setShown] = useState(minor);
  const from = useRef(minor);
  const [direction, setDirection] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const start = from.current;
    if (start === minor) return;
    setDirection(minor > start ? 'up' : 'down');
    if (reduced) {
      from.current = minor;
      setShown(minor);
      return;
    }
    const t0 = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const p = Math.min(1, (now - t0) / 550);
      const eased = 1 - (1 - p) ** 3;
      const value = Math.round(start + (minor - start) * eased);
      from.current = value;
      setShown(value);
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [minor, reduced]);
  return (
    <span className={className} data-direction={direction ?? undefined} data-money={minor} data-testid={testId}>
      {formatMoney(shown, money)}
    </span>
  );
}
