// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyText } from './use-copy-text';

/** The browser's clipboard is outside the app: a stand-in that keeps what was written, or refuses. */
function clipboard(refuse = false) {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (refuse ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : (written.push(text), Promise.resolve())) },
  });
  return written;
}

describe('useCopyText', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the text and says so for two seconds', async () => {
    vi.useFakeTimers();
    const written = clipboard();
    const { result } = renderHook(() => useCopyText());
    await act(async () => result.current.copy('INVITE-42'));
    expect(written).toEqual(['INVITE-42']);
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('says nothing was copied when the clipboard refuses', async () => {
    clipboard(true);
    const { result } = renderHook(() => useCopyText());
    await act(async () => result.current.copy('INVITE-42'));
    expect(result.current.copied).toBe(false);
  });
});
