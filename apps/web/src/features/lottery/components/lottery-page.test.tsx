import type { LotteryGame } from '@app/contract/lottery';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '@/testing/api-stub';
import { renderWithApp, testQueryClient } from '@/testing/render';
import { prefetchLotteryPage } from '../api/prefetch-lottery-page';
import '../locales/texts';
import { LotteryPage } from './lottery-page';

const t = i18next.t.bind(i18next);

const south: LotteryGame = {
  gameCode: 'VNMN',
  gameName: 'Miền Nam',
  vassalage: 'TCG_LOTTO_VN',
  prizeMode: 'Lott',
  gameGroupCode: 'MN',
  region: 'SOUTH',
  layout: 'VN_SOUTH',
  schedule: { kind: 'daily', drawTime: '16:15', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  cutoffSeconds: 900,
  defaultPlayType: 'LO2',
  playTypes: ['LO2'],
  drawsToday: true,
  nextDraw: { drawNo: '20261207', openAt: 0, closeAt: 1, drawAt: 2 },
  route: '/vnlottery',
};
const menu = [{ gameGroupCode: 'MN', labelName: 'Miền Nam', labelKey: 'lottery_group_mn', prizeMode: 'Lott', gameMenus: [south] }];

/** A phone (the narrow layout's media query matches) or a wide screen. */
const screenIs = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));

function renderPage(route = '/vnlottery', queryClient = testQueryClient()) {
  return renderWithApp(<LotteryPage prizeMode="Lott" title="Vietnam Lottery" route="/vnlottery" />, { route, queryClient });
}
// the menu answers; the draw, rules and records calls are not these tests' (they answer not implemented)
const stubMenu = () => stubApi({ '/lgw/vn/games/game_menu': menu });
const gameLink = () => screen.queryByRole('link', { name: 'Miền Nam', hidden: true });

afterEach(() => vi.unstubAllGlobals());

describe('the lottery page’s games menu', () => {
  it('on a phone draws its links the first time the menu button opens it, and keeps them after it closes', async () => {
    screenIs(true);
    stubMenu();
    renderPage();
    const toggle = await screen.findByRole('button', { name: t('lottery_games_menu') });
    // the menu's answer is in (the page names the first game) while the closed menu has drawn nothing
    expect(await screen.findByTestId('lottery-game-name')).toHaveProperty('textContent', 'Miền Nam');
    expect(gameLink()).toBeNull();

    await userEvent.click(toggle);
    expect(gameLink()).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(gameLink()).not.toBeNull();
  });

  it('on a wide screen draws the menu beside the page from the start', async () => {
    screenIs(false);
    stubMenu();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Miền Nam' })).toBeTruthy();
  });
});

describe('the lottery page asked for before it renders (the boot’s first-screen data)', () => {
  const now = Date.now();
  const draw = { gameCode: 'VNMN', drawNo: '20261207', status: 'open', openAt: now - 60_000, closeAt: now + 3_600_000, drawAt: now + 4_500_000, seedHash: 'h', serverSeed: null, result: null, resultSource: 'seed', drawnAt: null, cancelReason: null };
  const lotteryApi = () =>
    stubApi({
      '/lgw/vn/games/game_menu': menu,
      '/lgw/lottery/draws/current': { gameCode: 'VNMN', serverTime: now, current: draw, previous: null, nextDraw: south.nextDraw },
      '/lgw/lottery/rules': { game: south, prizeTable: null, playTypes: [] },
    });

  it('draws the chosen game’s draw in its first render, without asking again', async () => {
    screenIs(false);
    const fetchMock = lotteryApi();
    const queryClient = testQueryClient();
    await prefetchLotteryPage(queryClient, 'Lott', new URLSearchParams('gameCode=vnmn'), null);
    expect(callsTo(fetchMock, '/lgw/lottery/draws/current').map((c) => c.url.searchParams.get('gameCode'))).toEqual(['VNMN']);
    expect(callsTo(fetchMock, '/lgw/lottery/rules')).toHaveLength(1);

    renderPage('/vnlottery?gameCode=vnmn', queryClient);
    // in the first render: no skeleton while the page asks
    expect(screen.getByTestId('countdown')).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('lottery_draw_no', { drawNo: '20261207' }) })).toBeTruthy();
    expect(callsTo(fetchMock, '/lgw/vn/games/game_menu')).toHaveLength(1);
    expect(callsTo(fetchMock, '/lgw/lottery/draws/current')).toHaveLength(1);
  });

  it('asks nothing more when the address names a game the menu does not have (the page says so)', async () => {
    const fetchMock = lotteryApi();
    await prefetchLotteryPage(testQueryClient(), 'Lott', new URLSearchParams('gameCode=NOPE'), null);
    expect(callsTo(fetchMock, '/lgw/vn/games/game_menu')).toHaveLength(1);
    expect(callsTo(fetchMock, '/lgw/lottery/draws/current')).toHaveLength(0);
    expect(callsTo(fetchMock, '/lgw/lottery/rules')).toHaveLength(0);
  });
});
