import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { session } from '@/lib/storage';
import { renderWithApp } from '@/testing/render';
import { GameFrame, type StoredLaunch } from './game-frame';

const t = i18next.t.bind(i18next);
const launch: StoredLaunch = {
  url: 'http://localhost/sandbox/vendor/PG/pg-1?launch=abc',
  url2: 'https://alt.example/sandbox/vendor/PG/pg-1?launch=abc',
  gameName: 'Carnival Fever',
  nodeId: 1,
  vassalage: 'PG',
  gameType: 'RNG',
  demo: false,
  back: '/rng?gameType=RNG&page=1&vassalage=PG',
};

describe('/game', () => {
  it('frames the launched game with a back button and the balance, refreshed when the game says it changed', async () => {
    session.set('iframeUrl', JSON.stringify(launch));
    const onRefresh = vi.fn();
    const { queryClient } = renderWithApp(<GameFrame balance={{ minor: 123_456, refreshing: false, onRefresh }} />, { route: '/game' });
    const frame = (await screen.findByTitle('Carnival Fever')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(launch.url);
    expect(screen.getByRole('link', { name: t('lobby_back_to_lobby') }).getAttribute('href')).toBe(launch.back);
    expect(screen.getByTestId('frame-balance').textContent).toContain('₱1,234.56');

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // someone else's message is ignored; the game's own refreshes every balance query
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance-changed' }, source: window }));
    expect(invalidate).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance-changed' }, source: frame.contentWindow }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] }));

    await userEvent.click(screen.getByRole('button', { name: t('lobby_refresh_balance') }));
    expect(onRefresh).toHaveBeenCalled();

    // the alternative host
    await userEvent.click(screen.getByRole('button', { name: t('lobby_switch_server') }));
    expect((await screen.findByTitle('Carnival Fever')).getAttribute('src')).toBe(launch.url2);
    fireEvent.load(screen.getByTitle('Carnival Fever'));
    expect(screen.queryByText(t('lobby_loading_game'))).toBeNull();
  });

  it('a blocked pop-out says so', async () => {
    session.set('iframeUrl', JSON.stringify(launch));
    vi.stubGlobal('open', vi.fn(() => null));
    renderWithApp(<GameFrame balance={null} />, { route: '/game' });
    await userEvent.click(await screen.findByRole('button', { name: t('lobby_new_window') }));
    expect(modals.isOpen(WARNING_MODAL)).toBe(true);
  });

  it('without a launched game it leads back to the lobby', async () => {
    renderWithApp(<GameFrame balance={null} />, { route: '/game' });
    expect(await screen.findByText(t('lobby_no_game_open'))).toBeTruthy();
    expect(screen.queryByTestId('frame-balance')).toBeNull();
  });
});
