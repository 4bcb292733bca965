import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';

const menu = (
  <nav aria-label="Main menu">
    <a href="/rng">Slots</a>
  </nav>
);

describe('AppShell', () => {
  it("draws a phone's drawer links the first time it opens, and keeps them after it closes", () => {
    const shell = (drawerOpen: boolean) => (
      <AppShell narrow drawerOpen={drawerOpen} menu={menu} menuLabel="Menu">
        <p>page</p>
      </AppShell>
    );
    const { container, rerender } = render(shell(false));
    expect(container.querySelector('aside')).not.toBeNull();
    expect(container.querySelector('aside a')).toBeNull();

    rerender(shell(true));
    expect(screen.getByRole('link', { name: 'Slots' })).toBeTruthy();

    rerender(shell(false));
    expect(container.querySelector('aside a[href="/rng"]')).not.toBeNull();
  });

  it('draws the menu beside the page on wide screens from the start', () => {
    render(
      <AppShell menu={menu} menuLabel="Menu">
        <p>page</p>
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: 'Slots' })).toBeTruthy();
  });
});
