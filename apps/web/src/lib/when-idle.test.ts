import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageHasSettled, SETTLE_AFTER_LOAD_MS, whenIdle, whenPageSettled } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the idle callback, with its deadline, and can be cancelled', () => {
    const pending = new Map<number, () => void>();
    const request = vi.fn((callback: () => void) => (pending.set(pending.size + 1, callback), pending.size));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
    const work = vi.fn();
    whenIdle(work, { timeout: 2000, fallbackMs: 200 });
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 2000 });
    const cancel = whenIdle(work, { fallbackMs: 200 });
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), undefined);
    cancel();
    expect(work).not.toHaveBeenCalled();
    pending.forEach((callback) => callback());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, { timeout: 2000, fallbackMs: 200 });
    const cancelled = vi.fn();
    whenIdle(cancelled, { fallbackMs: 200 })();
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs what waits for the page a second after its load, when the browser is idle, and at once after that', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(document.readyState).toBe('complete');
    const cancelled = vi.fn();
    whenPageSettled(cancelled)();
    const work = vi.fn();
    whenPageSettled(work);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(work).not.toHaveBeenCalled();
    expect(pageHasSettled()).toBe(false);
    vi.advanceTimersByTime(1);
    // the idle moment (a timer of 0 where the browser has no idle callback)
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(pageHasSettled()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    whenPageSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
