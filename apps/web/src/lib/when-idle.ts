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
