import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiLogin, type Session } from '../support';
import { translator } from './texts';

/*
 * The games lobby, launching and the in-house games against the real server (issue 5). Every call comes from the
 * loopback address, so player1's logins stay on one known IP (a new IP would ask for a second factor).
 */

/** The lobby's and the accounts feature's texts: elements are found by the words a player reads. Lucky Nine (the demo brand) speaks TY by default, Royal Tiger EN. */
const ty = translator('ty', ['lobby', 'auth']);
const en = translator('en', ['lobby', 'auth']);

/*
 * Money moves on Royal Tiger (the second demo brand, tiger.localhost): its player1 is a member of its own, so the
 * spins leave Lucky Nine's player1 and its seeded balance to the wallet's tests.
 */
const port = process.env.E2E_PORT ?? '4180';
const TIGER = `tiger.localhost:${port}`;
const tiger = (path: string) => `http://${TIGER}${path}`;
/** API calls for the tiger brand: Node cannot resolve *.localhost, so they go to the loopback with its Host. */
const tigerApi = (path: string) => ({ url: `http://127.0.0.1:${port}${path}`, headers: { host: TIGER } });

const SCREENS = new URL('../../test-results/screens/', import.meta.url).pathname;
mkdirSync(SCREENS, { recursive: true });
const screen = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SCREENS}lobby-${name}.png`, fullPage, animations: 'disabled' });

type Brand = 'demo' | 'tiger';
const target = (brand: Brand, path: string) => (brand === 'tiger' ? tigerApi(path) : { url: path, headers: {} });

/** player1 of a brand logs in through the real (encrypted) login call, as the web app does. */
const login = (request: APIRequestContext, brand: Brand = 'demo') => apiLogin(request, 'player1', 'Player123!', brand === 'tiger' ? TIGER : undefined);
/** A call (with the member's token when given), to read back what the screens did. */
async function call<T>(request: APIRequestContext, path: string, token?: string, brand: Brand = 'demo'): Promise<T> {
  const to = target(brand, path);
  const res = await request.get(to.url, { headers: { ...to.headers, ...(token ? { token } : {}) } });
  const body = (await res.json()) as { code: string; value: T };
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe('OK');
  return body.value;
}
/** Popup announcements already seen; a session when given; a theme. */
async function prepare(page: Page, options: { session?: Session; theme?: 'dark' | 'light' } = {}) {
  await page.addInitScript(
    ([s, theme]) => {
      sessionStorage.setItem('index_notice', '1');
      if (s) {
        sessionStorage.setItem('token', s.token);
        sessionStorage.setItem('account', s.account);
        sessionStorage.setItem('isAgent', '0');
      }
      if (theme) localStorage.setItem('theme', theme);
    },
    [options.session ?? null, options.theme ?? ''] as const,
  );
}

const grid = (page: Page) => page.getByRole('list', { name: ty('lobby_all_games') });
// a tile's name is its visible text (badges, game, vendor and minimum bet); its title is the game's name alone
const tileButton = (page: Page, name: string) => grid(page).getByRole('button').and(grid(page).getByTitle(name, { exact: true }));
const moneyOf = async (locator: ReturnType<Page['getByTestId']>) => Number(await locator.getAttribute('data-money'));

test.describe('the games lobby', () => {
  test('a visitor browses /rng: a virtualised grid of the catalogue, vendor tabs and the search', async ({ page, request }) => {
    await prepare(page);
    test.setTimeout(120_000); // a long walk: browse, scroll, vendor tab, search, live popup, login and launch
    const pagesLoaded = new Set<number>();
    const pageSizes = new Set<string | null>();
    page.on('response', (r) => {
      if (!r.url().includes('GCSGAME_gameList') || !r.ok()) return;
      pagesLoaded.add(Number(new URL(r.url()).searchParams.get('pageNo')));
      pageSizes.add(new URL(r.url()).searchParams.get('pageSize'));
    });
    // (the first page comes with the page's first-screen answers: the grid asks for the next ones)
    await page.goto('/rng?gameType=RNG&page=1&vassalage=');
    await expect(page.getByRole('heading', { level: 1, name: ty('in_category_rng') })).toBeVisible();
    await expect(page.getByTestId('lobby-result-count')).toHaveText(ty('lobby_game_count', { n: '10,000' }));
    await expect(page.getByTestId('hot-games').getByRole('listitem').first()).toBeVisible();
    const tiles = grid(page).getByRole('listitem');
    await expect(tiles.first()).toHaveAttribute('aria-setsize', '10000');

    // scrolling loads the next pages of 42, and the grid keeps only the rows near the viewport in the page
    // (pages already asked for count: the grid may fetch the next one before the wheel turns)
    for (const pageNo of [2, 3, 4]) {
      await expect
        .poll(async () => {
          if (!pagesLoaded.has(pageNo)) await page.mouse.wheel(0, 2000);
          return pagesLoaded.has(pageNo);
        })
        .toBe(true);
    }
    expect([...pageSizes]).toEqual(['42']);
    await page.mouse.wheel(0, 6000);
    await expect.poll(async () => Number(await tiles.last().getAttribute('aria-posinset'))).toBeGreaterThan(100);
    expect(await tiles.count()).toBeLessThan(120);

    // a vendor tab
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: ty('lobby_vendor_tabs') }).getByRole('link', { name: 'JILI', exact: true }).click();
    await expect(page).toHaveURL(/vassalage=JILI/);
    const jili = await call<{ list: Array<{ gameName: string }>; total: number }>(request, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JILI&pageNo=1&pageSize=3');
    await expect(page.getByTestId('lobby-result-count')).toHaveText(ty('lobby_game_count', { n: jili.total }));
    await expect(tileButton(page, jili.list[0]!.gameName)).toBeVisible();

    // the search, by a part of a name
    const wanted = jili.list[2]!.gameName;
    await page.getByRole('searchbox', { name: ty('lobby_search') }).fill(wanted.slice(0, -1));
    await expect(page).toHaveURL(/keyword=/);
    await expect(tileButton(page, wanted)).toBeVisible();
    await expect(grid(page).getByRole('listitem')).not.toHaveCount(0);
    await page.getByRole('searchbox', { name: ty('lobby_search') }).fill('zzqqxx');
    await expect(page.getByText(ty('lobby_no_match'))).toBeVisible();
    await page.getByRole('link', { name: ty('lobby_clear_filters') }).click();
    await expect(tileButton(page, jili.list[0]!.gameName)).toBeVisible();

    // a live vendor tile opens the popup list of its tables
    await page.goto('/live?gameType=LIVE&page=1&vassalage=');
    await tileButton(page, 'Evolution').click();
    const popup = page.getByRole('dialog', { name: ty('lobby_vendor_games_title', { name: 'Evolution' }) });
    await expect(popup.getByRole('listitem').first()).toBeVisible();

    // launching needs a login; once logged in, the launch goes on into the live table's page
    await popup.getByRole('listitem').first().getByRole('button').first().click();
    const loginDialog = page.getByRole('dialog', { name: ty('in_login') });
    await expect(loginDialog).toBeVisible();
    await loginDialog.getByRole('textbox', { name: ty('in_username') }).fill('player1');
    await loginDialog.getByLabel(ty('in_password'), { exact: true }).fill('Player123!');
    await loginDialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
    // the login's proof of work, its password check and then the launch call, on a machine running another worker
    await expect(page).toHaveURL(/\/seamless/, { timeout: 20_000 });
    await expect(page.locator('iframe')).toBeVisible();
  });

  test('a member marks a favourite: the heart, the favourites filter and the server agree', async ({ page, request }) => {
    const session = await login(request);
    await prepare(page, { session });
    await page.goto('/rng?gameType=RNG&page=1&vassalage=PG');
    const first = grid(page).getByRole('listitem').first();
    const name = (await first.getByRole('button').first().getAttribute('title'))!;
    const heart = first.getByRole('button', { name: ty('lobby_add_favorite', { name }) });
    await heart.click();
    await expect(first.getByRole('button', { name: ty('lobby_remove_favorite', { name }) })).toHaveAttribute('aria-pressed', 'true');
    const pg = await call<{ list: Array<{ nodeId: number; gameName: string }> }>(request, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1');
    expect(pg.list[0]!.gameName).toBe(name);
    await expect.poll(async () => (await call<{ content: number[] }>(request, '/wps/relay/MCSFE_getFavoriteGames', session.token)).content).toContain(pg.list[0]!.nodeId);

    await page.getByRole('button', { name: ty('lobby_favorites'), exact: true }).click();
    await expect(page).toHaveURL(/favorites=1/);
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
    await expect(tileButton(page, name)).toBeVisible();

    // and off again
    await grid(page).getByRole('button', { name: ty('lobby_remove_favorite', { name }) }).click();
    await expect.poll(async () => (await call<{ content: number[] }>(request, '/wps/relay/MCSFE_getFavoriteGames', session.token)).content).not.toContain(pg.list[0]!.nodeId);
  });

  test('the in-house slot: launch, spin, and the balance and the betting record follow', async ({ page, request }) => {
    const session = await login(request, 'tiger');
    type Bets = { list: Array<{ vassalage: string; gameName: string; stakeMinor: number }>; total: number };
    const bets = () => call<Bets>(request, '/wps/relay/ODSFE_betRecords?pageNo=1&pageSize=20', session.token, 'tiger');
    const betsBefore = await bets();
    await prepare(page, { session });
    await page.goto(tiger('/inhouse?gameType=INHOUSE&page=1&vassalage='));
    await page.getByRole('button', { name: en('lobby_play_game', { name: 'Lucky Sevens' }) }).click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('iframe[title="Lucky Sevens"]');
    const inGame = game.getByTestId('inhouse-balance');
    await expect(inGame).toBeVisible();
    const before = await moneyOf(inGame);
    expect(before).toBeGreaterThan(0);
    const shown = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('frame-balance')).toContainText(shown(before));
    const rows = await game.getByTestId('round-row').count();

    // spin until the balance moves (a win of exactly the stake leaves it where it was)
    let spins = 0;
    let after = before;
    while (after === before && spins < 8) {
      spins += 1;
      await game.getByTestId('play-button').click();
      await expect(game.getByTestId('round-row')).toHaveCount(Math.min(10, rows + spins));
      await expect(game.getByTestId('play-button')).toBeEnabled();
      after = await moneyOf(inGame);
    }
    expect(after).not.toBe(before);
    // the page around the frame heard 'balance-changed': its balance and the header's follow
    await expect(page.getByTestId('frame-balance')).toContainText(shown(after));
    await expect(page.getByTestId('balance')).toContainText(shown(after));

    // the betting record has each spin
    await expect.poll(async () => (await bets()).total).toBe(betsBefore.total + spins);
    expect((await bets()).list[0]).toMatchObject({ vassalage: 'INH', gameName: 'Lucky Sevens', stakeMinor: 100 });

    // provably fair: rotate the seed, then the round verifies in the browser
    await game.getByRole('tab', { name: en('lobby_tab_fairness') }).click();
    await game.getByTestId('rotate-seed').click();
    await expect(game.getByTestId('revealed-seed')).toBeVisible();
    await game.getByRole('tab', { name: en('lobby_tab_history') }).click();
    await game.getByTestId('round-row').first().getByRole('button').click();
    await expect(game.getByTestId('verify-detail')).toContainText(en('lobby_verify_verified'));

    // back to the lobby the game was launched from; it is now a recent game
    await page.getByRole('link', { name: en('lobby_back_to_lobby') }).click();
    await expect(page).toHaveURL(/\/inhouse\?/);
    const recent = await call<{ list: Array<{ gameName: string }> }>(request, '/wps/relay/GCS_recentGame?clientType=3', session.token, 'tiger');
    // (tiger plays the other in-house games in the screens tests running beside this one)
    expect(recent.list.map((g) => g.gameName)).toContain('Lucky Sevens');
  });
});

test.describe('screens', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`the lobby, ${theme}: desktop and 390 px`, async ({ page, request }) => {
      const session = await login(request);
      await prepare(page, { session, theme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/rng?gameType=RNG&page=1&vassalage=');
      await expect(grid(page).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screen(page, `rng-desktop-${theme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/rng?gameType=RNG&page=1&vassalage=PG');
      await expect(grid(page).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screen(page, `rng-390-${theme}`);
      await page.goto('/inhouse?gameType=INHOUSE&page=1&vassalage=');
      await expect(page.getByTestId('inhouse-cards').getByRole('listitem')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await screen(page, `inhouse-390-${theme}`, true);
    });
  }

  test('a game on a phone: the whole screen, one balance of ours, the full title', async ({ page, request }) => {
    const session = await login(request, 'tiger');
    await prepare(page, { session });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tiger('/inhouse?gameType=INHOUSE&page=1&vassalage='));
    await page.getByRole('button', { name: en('lobby_play_game', { name: 'Lucky Sevens' }) }).click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('iframe[title="Lucky Sevens"]');
    await expect(game.getByTestId('play-button')).toBeEnabled();
    // no site header (and so no second balance) over the game; the frame's bar carries the one balance
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await expect(page.getByTestId('frame-balance')).toBeVisible();
    const box = (await page.getByTestId('game-frame-page').boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    // the game's name is not cut
    const title = page.getByRole('heading', { name: 'Lucky Sevens' });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    await screen(page, 'game-390');
  });

  for (const [name, file] of [
    ['Lucky Sevens', 'slot'],
    ['Dice Duel', 'dice'],
    ['Rocket Crash', 'crash'],
  ] as const) {
    test(`the in-house ${file}, played in /game`, async ({ page, request }) => {
      const session = await login(request, 'tiger');
      await prepare(page, { session });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(tiger('/inhouse?gameType=INHOUSE&page=1&vassalage='));
      await page.getByRole('button', { name: en('lobby_play_game', { name }) }).click();
      const game = page.frameLocator(`iframe[title="${name}"]`);
      await expect(game.getByTestId('play-button')).toBeEnabled();
      await game.getByTestId('play-button').click();
      // a crash round that crashes at its first tick is over before the disabled state can be seen
      if (file !== 'crash') await expect(game.getByTestId('play-button')).toBeDisabled();
      await expect(game.getByTestId('play-button')).toBeEnabled({ timeout: 15_000 });
      await expect(game.getByTestId('round-row').first()).toBeVisible();
      await screen(page, `inhouse-${file}`);
    });
  }
});
