import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { RouteErrorBoundary } from './route-error';

const t = i18next.t.bind(i18next);

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  it('swallows a routing error: the visitor quietly lands on the home page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderWithApp(null, {
      route: '/broken',
      routes: [
        { path: '/', element: <p>home page</p> },
        { path: '/broken', element: <RouteErrorBoundary><Broken /></RouteErrorBoundary> },
      ],
    });
    expect(await screen.findByText('home page')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('a failed chunk shows the chunk error with a retry instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function FailedChunk(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/promo-x.js');
    }
    renderWithApp(null, { route: '/promotions', routes: [{ path: '/promotions', element: <RouteErrorBoundary><FailedChunk /></RouteErrorBoundary> }] });
    expect((await screen.findByRole('alert')).textContent).toContain(t('err_chunk_failed'));
    expect(screen.getByRole('button', { name: t('in_retry') })).toBeTruthy();
  });
});
