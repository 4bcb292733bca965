import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';

const t = i18next.t.bind(i18next);

describe('lazyRoute', () => {
  it('renders the screen when its chunk arrives', async () => {
    const load = lazyRoute(async () => ({ Component: () => <p>the screen</p> }));
    const { default: Component } = await load();
    render(<Component />);
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('shows "Loading chunk failed" with a retry when the chunk fails to load', async () => {
    const retry = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 120_000, retry);
    const { default: Component } = await load();
    render(<Component />);
    expect(screen.getByRole('alert').textContent).toContain(t('err_chunk_failed'));
    await userEvent.click(screen.getByRole('button', { name: t('in_retry') }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('gives up after 120000 ms with the slow-network message', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = lazyRoute(() => new Promise(() => {}));
    const pending = load();
    await act(async () => {
      vi.advanceTimersByTime(119_999);
    });
    let settled = false;
    void pending.then(() => (settled = true));
    await act(async () => {
      await Promise.resolve();
    });
    expect(settled).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    const { default: Component } = await pending;
    vi.useRealTimers();
    render(<Component />);
    expect(screen.getByRole('alert').textContent).toContain(t('err_chunk_timeout'));
  });
});
