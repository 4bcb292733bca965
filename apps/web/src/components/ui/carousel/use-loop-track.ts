import { useCallback, useEffect, useRef, useState } from 'react';

export const SLIDE_MS = 450;

/**
 * The position in a looped track of `count` slides: [clone of last, ...items, clone of first]. Moving onto a clone
 * slides there, then jumps silently to the real slide it copies, so the loop never shows an end.
 */
export function useLoopTrack(count: number, reducedMotion: boolean) {
  const multiple = count > 1;
  const [pos, setPos] = useState(multiple ? 1 : 0);
  const [animate, setAnimate] = useState(true);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const posRef = useRef(pos);
  posRef.current = pos;

  /** after sliding onto a clone, jump (without animation) to the real slide it copies */
  const settle = useCallback(() => {
    clearTimeout(settleTimer.current);
    const p = posRef.current;
    if (p > 0 && p < count + 1) return;
    setAnimate(false);
    setPos(p <= 0 ? count : 1);
  }, [count]);

  const go = useCallback(
    (target: (p: number) => number) => {
      if (!multiple) return;
      const p = posRef.current;
      // never run past a clone: start from the real slide if a previous move has not settled
      const from = p <= 0 ? count : p >= count + 1 ? 1 : p;
      const to = target(from);
      posRef.current = to;
      setAnimate(!reducedMotion);
      setPos(to);
      clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(settle, reducedMotion ? 0 : SLIDE_MS + 50);
    },
    [multiple, reducedMotion, count, settle],
  );
  const next = useCallback(() => go((p) => p + 1), [go]);
  const prev = useCallback(() => go((p) => p - 1), [go]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // re-enable the animation on the frame after a silent jump
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  // keep the position valid when the items change
  useEffect(() => {
    setPos(multiple ? 1 : 0);
  }, [count, multiple]);

  return { pos, animate, settle, go, next, prev };
}
