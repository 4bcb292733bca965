import type { InhouseRound } from '@app/contract/games';
import { formatMoney } from '@app/contract/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { recordedRound, sessionInfo } from '../testing/inhouse-fixtures';
import { callsTo, Refusal, stubLobbyApi } from '../testing/lobby-fixtures';
import { InhousePlayPage } from './inhouse-play';

const t = i18next.t.bind(i18next);
const SESSION = 'launch_abcdefghijklmnopqrstuvwxyz0123';

function renderPlay(game: string) {
  return renderWithApp(null, { route: `/inhouse-play/${game}?session=${SESSION}&lang=EN`, routes: [{ path: '/inhouse-play/:game', element: <InhousePlayPage /> }] });
}

beforeEach(() => {
  // reduced motion: the reels, the dice and the rocket show their result at once
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
});

/** A server for one game: each play answers the next prepared round, the rounds list shows what was played. */
async function playServer(game: 'slot' | 'dice' | 'crash', prepared: InhouseRound[], extra: Parameters<typeof stubLobbyApi>[0] = {}) {
  const info = await sessionInfo(game);
  const played: InhouseRound[] = [];
  const playedAt: number[] = [];
  let balance = info.balanceMinor;
  let revealed = false;
  const fetchMock = stubLobbyApi({
    '/wps/inhouse/session': info,
    '/wps/inhouse/rules': { games: [{ game, nodeId: 1, gameName: info.gameName, rtp: 0.99, minStake: 0.1, minStakeMinor: 10, maxStake: 1000, maxStakeMinor: 100_000, rules: {} }] },
    '/wps/inhouse/play': () => {
      playedAt.push(Date.now());
      const round = prepared[played.length]!;
      played.unshift(round);
      balance += round.payoutMinor - round.stakeMinor;
      return { round: { ...round, serverSeed: null }, balance: balance / 100, balanceMinor: balance, fairness: { ...info.fairness, nonce: played.length } };
    },
    '/wps/inhouse/rounds': () => ({
      list: played.map((r) => (revealed ? r : { ...r, serverSeed: null })),
      total: played.length,
      totalPages: 1,
      fairness: info.fairness,
    }),
    '/wps/inhouse/fair/rotate': () => {
      revealed = true;
      return {
        revealed: { serverSeed: prepared[0]!.serverSeed, serverSeedHash: info.fairness.serverSeedHash, clientSeed: 'my-seed', rounds: played.length },
        fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed', nonce: 0 },
      };
    },
    ...extra,
  });
  return { fetchMock, balance: () => balance, playedAt };
}

describe('the in-house play page', { timeout: 20_000 }, () => {
  it('spins the slot on the launch token: stake and round id go to the server, the balance and the rounds follow', async () => {
    sessionStorage.setItem('token', 'login-token');
    const round = await recordedRound({ game: 'slot' }, 100, 0);
    const server = await playServer('slot', [round]);
    renderPlay('slot');
    expect(await screen.findByRole('heading', { name: 'Lucky Sevens' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('inhouse-balance').textContent).toBe('₱1,000.00');

    await userEvent.click(screen.getByTestId('play-button'));
    await waitFor(() => expect(screen.getByTestId('inhouse-balance').textContent).toBe(formatMoney(server.balance(), { symbol: '₱', digits: 2 })));
    const [play] = callsTo(server.fetchMock, '/wps/inhouse/play');
    expect(play!.body).toMatchObject({ session: SESSION, stake: '1.00', params: { game: 'slot' } });
    expect(play!.body!.roundId).toMatch(/^[0-9a-f-]{36}$/);
    // the page authenticates with the launch token, never the login token
    const init = server.fetchMock.mock.calls.find(([u]) => String(u).includes('/wps/inhouse/play'))![1]!;
    expect((init.headers as Record<string, string>).token).toBeUndefined();
    expect(await screen.findAllByTestId('round-row')).toHaveLength(1);
  });

  it('tells the player before staking that a 1%-edge dice round counts a quarter toward wagering and rewards', async () => {
    await playServer('dice', []);
    renderPlay('dice');
    const note = await screen.findByTestId('wager-worth-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe(t('lobby_wager_counts', { percent: '25%', edge: '1%', floor: '4%' }));
  });

  it('refuses a stake the slot cannot split over its 10 lines', async () => {
    await playServer('slot', []);
    renderPlay('slot');
    const stake = await screen.findByTestId('stake-input');
    await userEvent.clear(stake);
    await userEvent.type(stake, '1.05');
    expect(screen.getByRole('alert').textContent).toBe(t('lobby_stake_step', { amount: '₱0.10' }));
    expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('dice: the target and side set the win chance and the multiplier, and go with the roll', async () => {
    const round = await recordedRound({ game: 'dice', target: 2500, direction: 'over' }, 100, 0);
    const server = await playServer('dice', [round]);
    renderPlay('dice');
    await screen.findByRole('heading', { name: 'Dice Duel' });
    expect(screen.getByTestId('dice-chance').textContent).toBe('50.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('×1.9800');
    fireEvent.change(screen.getByRole('slider', { name: t('lobby_dice_target') }), { target: { value: '7474' } });
    expect(screen.getByTestId('dice-chance').textContent).toBe('74.74%');
    // the other side keeps the chance: under 74.74 becomes over 25.25
    await userEvent.click(screen.getByRole('radio', { name: t('lobby_roll_over') }));
    expect(screen.getByTestId('dice-chance').textContent).toBe('74.74%');
    await userEvent.click(screen.getByTestId('play-button'));
    await waitFor(() => expect(callsTo(server.fetchMock, '/wps/inhouse/play')).toHaveLength(1));
    expect(callsTo(server.fetchMock, '/wps/inhouse/play')[0]!.body!.params).toEqual({ game: 'dice', target: 2525, direction: 'over' });
    expect(await screen.findByText((round.outcome.game === 'dice' ? round.outcome.roll / 100 : 0).toFixed(2), { selector: '[data-testid="dice-roll"]' })).toBeTruthy();
  });

  it('crash: a cash-out target outside x1.01 to x1000 cannot launch', async () => {
    await playServer('crash', []);
    renderPlay('crash');
    const input = await screen.findByTestId('cashout-input');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '×5.00' }));
    expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a past round verifies in the browser once its seed is rotated', async () => {
    const round = await recordedRound({ game: 'crash', cashout: 200 }, 500, 0);
    await playServer('crash', [round]);
    renderPlay('crash');
    await userEvent.click(await screen.findByTestId('play-button'));
    const row = await screen.findByTestId('round-row');
    await userEvent.click(within(row).getByRole('button', { name: t('lobby_verify_round', { nonce: 0 }) }));
    expect((await screen.findByTestId('verify-detail')).textContent).toContain(t('lobby_verify_unrevealed'));

    await userEvent.click(screen.getByRole('tab', { name: t('lobby_tab_fairness') }));
    await userEvent.click(screen.getByTestId('rotate-seed'));
    expect((await screen.findByTestId('revealed-seed')).textContent).toContain(round.serverSeed!);

    await userEvent.click(screen.getByRole('tab', { name: t('lobby_tab_history') }));
    await userEvent.click(within(await screen.findByTestId('round-row')).getByRole('button', { name: t('lobby_verify_round', { nonce: 0 }) }));
    expect(await screen.findByText(t('lobby_verify_verified'))).toBeTruthy();
  });

  it('an ended session says so and leads back to the lobby', async () => {
    stubLobbyApi({ '/wps/inhouse/session': new Refusal('GAME_SESSION_INVALID', 'err_game_session_invalid') });
    renderPlay('slot');
    expect(await screen.findByText(t('lobby_session_ended'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('lobby_back_to_lobby') }).getAttribute('href')).toContain('/inhouse');
  });

  it("waits out the brand's pacing between rounds, and once more what the server asks", async () => {
    const rounds = await Promise.all([0, 1, 2].map((nonce) => recordedRound({ game: 'dice', target: 5000, direction: 'under' }, 100, nonce)));
    let refusedOnce = false;
    const pacing = { realityCheck: null, age: { minimum: 18, requireDateOfBirth: true }, pacing: { minSpinMs: 600, autoplay: false }, pageAfterRegistration: false };
    const server = await playServer('dice', rounds, { '/wps/activity/rules': pacing });
    renderPlay('dice');
    await screen.findByRole('heading', { name: 'Dice Duel' });
    const button = screen.getByTestId('play-button') as HTMLButtonElement;
    await userEvent.click(button);
    await waitFor(() => expect(server.playedAt).toHaveLength(1));
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(server.playedAt).toHaveLength(2), { timeout: 3000 });
    expect(server.playedAt[1]! - server.playedAt[0]!).toBeGreaterThanOrEqual(550);

    // another tab played meanwhile: the server says how long to wait, and the page plays after that
    const fetchMock = server.fetchMock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!refusedOnce && String(input).includes('/wps/inhouse/play')) {
        refusedOnce = true;
        return Response.json({ success: false, code: 'SPIN_TOO_FAST', message: 'err_spin_too_fast', value: { minSpinMs: 600, retryAfterMs: 300 } }, { status: 429 });
      }
      return answer(input, init);
    });
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(server.playedAt).toHaveLength(3), { timeout: 4000 });
    expect(refusedOnce).toBe(true);
    expect(screen.queryByText(t('err_spin_too_fast'))).toBeNull();
  });

  it('offers autoplay only where the pack allows it; it plays round after round until switched off', async () => {
    const rounds = await Promise.all([0, 1, 2, 3].map((nonce) => recordedRound({ game: 'slot' }, 100, nonce)));
    const rules = (autoplay: boolean) => ({ realityCheck: null, age: { minimum: 18, requireDateOfBirth: true }, pacing: { minSpinMs: null, autoplay }, pageAfterRegistration: false });
    const paced = await playServer('slot', rounds, { '/wps/activity/rules': rules(false) });
    const first = renderPlay('slot');
    await screen.findByRole('heading', { name: 'Lucky Sevens' });
    await waitFor(() => expect(callsTo(paced.fetchMock, '/wps/activity/rules')).toHaveLength(1));
    expect(screen.queryByRole('switch', { name: t('lobby_autoplay') })).toBeNull();
    first.unmount();

    const free = await playServer('slot', rounds, { '/wps/activity/rules': rules(true) });
    renderPlay('slot');
    const toggle = await screen.findByRole('switch', { name: t('lobby_autoplay') });
    await userEvent.click(toggle);
    await waitFor(() => expect(free.playedAt.length).toBeGreaterThanOrEqual(2), { timeout: 6000 });
    await userEvent.click(toggle);
    const played = free.playedAt.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(free.playedAt.length).toBeLessThanOrEqual(played + 1);
  });
});
