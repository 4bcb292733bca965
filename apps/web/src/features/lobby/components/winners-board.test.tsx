import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { WINNERS_REFRESH_MS } from '../api/get-winner-board';
import { WinnersBoard } from './winners-board';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const RANK_LIST = '/wps/relay/GCSGAME_getRankList';
const win = (player: string, gameName: string, prizeMinor: number, i: number) => ({
  player,
  gameName,
  nodeId: i,
  vassalage: 'INHOUSE',
  prize: prizeMinor / 100,
  prizeMinor,
  multiplier: null,
  timestamp: Date.UTC(2026, 10, 26, 10, i),
});
const wins = [win('pl***1', 'Dice Duel', 123_456, 1), win('ab***9', 'Crash Rocket', 50_000, 2), win('cd***3', 'Lucky Slots', 7_500, 3)];

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the winners board', () => {
  afterEach(() => setVisibility('visible'));

  it('lists real wins (masked player, prize, game) once for assistive technology, the ticker copy hidden', async () => {
    stubApi({ [RANK_LIST]: { list: wins } });
    renderWithApp(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: t('lobby_winners') });
    const lists = await within(board).findAllByRole('list', { hidden: true });
    expect(lists).toHaveLength(2);
    expect(lists[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(within(board).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `pl***1${t('lobby_won')}₱1,234.56${t('lobby_won_in', { game: 'Dice Duel' })}`,
      `ab***9${t('lobby_won')}₱500.00${t('lobby_won_in', { game: 'Crash Rocket' })}`,
      `cd***3${t('lobby_won')}₱75.00${t('lobby_won_in', { game: 'Lucky Slots' })}`,
    ]);
    // a moving ticker can be paused
    const pause = within(board).getByRole('button', { name: t('lobby_winners_pause') });
    act(() => pause.click());
    expect(within(board).getByRole('button', { name: t('lobby_winners_play') }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is a still list with reduced motion: no second copy, no pause button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduced-motion'), addEventListener: () => {}, removeEventListener: () => {} }));
    stubApi({ [RANK_LIST]: { list: wins } });
    renderWithApp(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: t('lobby_winners') });
    await within(board).findAllByTestId('winner');
    expect(within(board).getAllByRole('list', { hidden: true })).toHaveLength(1);
    expect(within(board).queryByRole('button')).toBeNull();
  });

  it('asks for the category’s wins again every 15 s while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ [RANK_LIST]: { list: wins } });
    const { queryClient } = renderWithApp(<WinnersBoard gameType="INHOUSE" />);
    queryClient.setDefaultOptions({ queries: { staleTime: 0, retry: false } });
    await screen.findAllByTestId('winner');
    const calls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes(RANK_LIST));
    expect(new URL(String(calls()[0]![0]), 'http://x').searchParams.get('gameType')).toBe('INHOUSE');
    const first = calls().length;
    await act(() => vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS + 100));
    expect(calls().length).toBe(first + 1);
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * WINNERS_REFRESH_MS));
    expect(calls().length).toBe(first + 1);
  });

  it('says so when nobody has won yet, and stays out of the way when the server cannot answer', async () => {
    stubApi({ [RANK_LIST]: { list: [] } });
    const { unmount } = renderWithApp(<WinnersBoard />);
    expect(await screen.findByText(t('lobby_no_winners'))).toBeTruthy();
    unmount();
    stubApi({});
    renderWithApp(<WinnersBoard />);
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.queryByTestId('winners-board')).toBeNull();
  });
});
