import { useSyncExternalStore } from 'react';

/** The widest phone layout, in CSS pixels (the CSS modules' narrow breakpoint). */
export const NARROW_WIDTH_MAX = 767;
export const NARROW_SCREEN = `(max-width: ${NARROW_WIDTH_MAX}px)`;

/**
 * Whether the server drew the page for a phone (it guesses from the user agent, and names its guess in the page): the
 * server's render and the browser's hydration both draw that layout, and a wrong guess is corrected right after.
 */
let drawnNarrow = false;
export const setDrawnNarrow = (narrow: boolean) => {
  drawnNarrow = narrow;
};
/** A screen width for the layout the server drew (what a phone or a wide screen shows). */
export const drawnScreenWidth = () => (drawnNarrow ? 390 : 1920);

/**
 * True while the media query matches; false where matchMedia does not exist. On the server and while the page
 * hydrates: the layout the server drew.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => query === NARROW_SCREEN && drawnNarrow,
  );
}
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
