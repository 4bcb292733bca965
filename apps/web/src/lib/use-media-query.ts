import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where matchMedia does not exist. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The widest phone layout, in CSS pixels (the CSS modules' narrow breakpoint). */
export const NARROW_WIDTH_MAX = 767;
export const NARROW_SCREEN = `(max-width: ${NARROW_WIDTH_MAX}px)`;
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
