import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far (px) a flick travels sideways before it changes the slide. */
const FLICK_PX = 40;

/**
 * A carousel's gestures before its swipe code (embla) is bound: the first pointer, touch or focus is a hand coming
 * to it (`onHand`: time to bind embla), and a sideways flick calls `onFlick` with its travel. The click that ends a
 * flick does not reach the slide's link. A gesture that began before embla was bound is handled here to its end:
 * embla never saw it start.
 */
export function useFlick({ onHand, onFlick, enabled, bound }: { onHand: () => void; onFlick: (dx: number) => void; enabled: boolean; bound: boolean }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const flicked = useRef(false);
  return {
    onHand,
    onPointerDown(e: PointerEvent) {
      onHand();
      // a touch flick is not followed by a click: a stale mark must not eat the next tap
      flicked.current = false;
      start.current = bound ? null : { x: e.clientX, y: e.clientY };
    },
    onPointerUp(e: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || !enabled) return;
      const dx = e.clientX - from.x;
      if (Math.abs(dx) < FLICK_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
      flicked.current = true;
      onFlick(dx);
    },
    onClickCapture(e: MouseEvent) {
      if (!flicked.current) return;
      flicked.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
