import type { GameItem } from '@app/contract/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { LOGIN_MODAL } from '@/config/modal-names';
import { renderWithApp } from '@/testing/render';
import { LotteryViewerContext, type LotteryViewer } from '../hooks/lottery-viewer';
import { windowUrl } from '../api/launch-lottery-window';
import '../locales/texts';
import { ElottLobby } from './elott-lobby';

/* /elott's popular list: the special lottery account type's entry opens the external lottery window (issue 6). */
const t = i18next.t.bind(i18next);
const LAUNCH = '/wps/v2/game/launchGame';

const game = (nodeId: number, overrides: Partial<GameItem>): GameItem => ({
  nodeId,
  gameId: `g-${nodeId}`,
  vassalage: 'TCG_LOTTO_VN',
  vendorName: 'TCG Vietnam Lotto',
  gameType: 'ELOTT',
  gameClassify: 'LOTTERY',
  gameName: `Game ${nodeId}`,
  minBet: 1,
  minBetMinor: 100,
  minLineNum: 0,
  gameCode: null,
  defaultPlayType: null,
  accountTypeName: null,
  isGame: 'GAME',
  isHot: true,
  isNew: false,
  maintenance: false,
  rtp: null,
  imageUrl: `/media/game/${nodeId}.svg`,
  isFavorite: false,
  ...overrides,
});
const popular = [
  game(1, { gameName: 'Vietnam Lottery Lobby', accountTypeName: 'LOTTO_VN', gameId: 'tcg_lotto_vn-lobby' }),
  game(2, { gameName: 'Miền Bắc', gameCode: 'VNMB', defaultPlayType: 'LO2' }),
];

type Launch = { code: 'OK'; url: string } | { code: string; message: string };
function stub(launch: Launch = { code: 'OK', url: 'http://api.internal:8080/vnlottery?language=EN' }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const ok = (value: unknown) => Response.json({ success: true, code: 'OK', message: 'ok', value });
    if (url.pathname === '/lgw/vn/games/game_menu') return ok([]);
    if (url.pathname === '/lgw/games/popular') return ok({ list: popular });
    if (url.pathname === LAUNCH) {
      if (launch.code !== 'OK') return Response.json({ success: false, code: launch.code, message: (launch as { message: string }).message, value: null }, { status: 403 });
      const at = new URL((launch as { url: string }).url);
      return ok({ game_url: at.href, game_url2: at.href, nodeId: 1, vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', demo: false, expiresAt: Date.now() + 60_000 });
    }
    return Response.json({ success: false, code: 'NOT_IMPLEMENTED', message: 'err_not_implemented', value: null }, { status: 501 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const launches = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === LAUNCH).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** A window.open that gives a stand-in window (or null: a pop-up blocker). */
function stubWindowOpen(blocked = false) {
  const own = { location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => (blocked ? null : own) as unknown as Window);
  vi.stubGlobal('open', open);
  return { open, own };
}

const member: LotteryViewer = { token: 'member-token', username: 'player1', trial: false };
const visitor: LotteryViewer = { token: null, username: null, trial: false };
function renderElott(viewer: LotteryViewer) {
  return renderWithApp(
    <LotteryViewerContext.Provider value={viewer}>
      <ElottLobby title="E-lottery" />
    </LotteryViewerContext.Provider>,
    { route: '/elott' },
  );
}
const windowEntry = async () =>
  within(await screen.findByTestId('elott-popular')).findByRole('button', { name: new RegExp(`^Vietnam Lottery Lobby\\s*${t('lottery_new_window')}`) });

describe('the external lottery window on /elott', { timeout: 15_000 }, () => {
  it('opens the window within the click and points it at the lobby on this site', async () => {
    const fetchMock = stub();
    const { open, own } = stubWindowOpen();
    const view = renderElott(member);
    // an ordinary lottery game is a link to its page here
    expect(await within(await screen.findByTestId('elott-popular')).findByRole('link', { name: /Miền Bắc/ })).toBeTruthy();
    await userEvent.click(await windowEntry());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(own.location.href).toBe(`${window.location.origin}/vnlottery?language=EN`));
    expect(launches(fetchMock)).toEqual([expect.objectContaining({ nodeId: 1, vassalage: 'TCG_LOTTO_VN' })]);
    // this page stays where it was
    expect(view.location()).toBe('/elott');
    expect(own.close).not.toHaveBeenCalled();
  });

  it('says err_popup_blocked when the browser blocks the window, and launches nothing', async () => {
    const fetchMock = stub();
    stubWindowOpen(true);
    const opened = vi.spyOn(modals, 'open');
    renderElott(member);
    await userEvent.click(await windowEntry());
    expect(modals.isOpen(WARNING_MODAL)).toBe(true);
    expect(opened).toHaveBeenCalledWith(WARNING_MODAL, { messageKey: 'err_popup_blocked' });
    expect(launches(fetchMock)).toHaveLength(0);
    opened.mockRestore();
  });

  it('asks a visitor to log in, opening no window', async () => {
    const fetchMock = stub();
    const { open } = stubWindowOpen();
    renderElott(visitor);
    await userEvent.click(await windowEntry());
    expect(modals.isOpen(LOGIN_MODAL)).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(launches(fetchMock)).toHaveLength(0);
  });

  it('closes the window and says why when the launch is refused', async () => {
    stub({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    const { own } = stubWindowOpen();
    const opened = vi.spyOn(modals, 'open');
    renderElott({ ...member, trial: true });
    await userEvent.click(await windowEntry());
    await waitFor(() => expect(own.close).toHaveBeenCalled());
    expect(modals.isOpen(WARNING_MODAL)).toBe(true);
    expect(opened).toHaveBeenCalledWith(WARNING_MODAL, { messageKey: 'in_need_true_account' });
    opened.mockRestore();
    expect(own.location.href).toBe('');
  });
});

describe('windowUrl', () => {
  it('keeps our lottery pages on this site and other URLs as they are', () => {
    expect(windowUrl('http://10.0.0.5:8080/vnlottery?language=TY', 'https://lucky9.example')).toBe('https://lucky9.example/vnlottery?language=TY');
    expect(windowUrl('/lottery?gameCode=SSC5D', 'https://lucky9.example')).toBe('https://lucky9.example/lottery?gameCode=SSC5D');
    expect(windowUrl('https://vendor.example/play?x=1', 'https://lucky9.example')).toBe('https://vendor.example/play?x=1');
  });
});
