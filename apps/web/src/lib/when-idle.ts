/**
 * Runs `work` once the browser is idle (after `timeout` ms at the latest, when given), or after `fallbackMs` where
 * there is no requestIdleCallback (Safari, jsdom). Returns what cancels it.
 */
export function whenIdle(work: () => void, { timeout, fallbackMs }: { timeout?: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}

/** How long after the load event the page counts as still drawing: its late chunks, pictures and data land then. */
export const SETTLE_AFTER_LOAD_MS = 1000;
let settled = false;

/** Whether the page has settled once (see whenPageSettled): then what waited for it runs at once. */
export const pageHasSettled = () => settled;

/**
 * Runs `work` once the page has loaded and settled: a second after the load event, at the browser's next idle moment
 * (two more seconds at the latest); at once when the page settled earlier in this visit. For what may come after the
 * first screen, such as the arrival notice: opened while the page was still drawing, its chunks, render and layout
 * were three of the longest tasks of home's load on a phone (Lighthouse's blocking time about halved without them).
 * Returns what cancels it.
 */
export function whenPageSettled(work: () => void): () => void {
  if (settled) {
    work();
    return () => undefined;
  }
  let cancelIdle: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(
        () => {
          settled = true;
          work();
        },
        { timeout: 2000, fallbackMs: 0 },
      );
    }, SETTLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    cancelIdle?.();
  };
}
