import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_HEADER } from '@app/contract/first-screens';
import { translator, ty } from './texts';
import { logIn } from './auth-support';
import { layoutShift } from './layout-shift';

/*
 * First screens from the server (issue 34). Rendered (FIRST_SCREENS=render): the page arrives with its headings and
 * tiles before any script runs, the app hydrates that markup (no mismatch, the page works), and a member's own figures
 * fill in afterwards without moving the page. With their answers only (FIRST_SCREENS=data, the default every other
 * spec runs on): the app draws the screen without asking for them. With the test runner's aids a request asks for a
 * mode with the x-first-screen header: this spec's project asks for the render (playwright.config.ts).
 */
// the once-per-session popup announcements are the shell's test's subject, not these
test.beforeEach(({ context }) => context.addInitScript(() => sessionStorage.setItem('index_notice', '1')));

const lotteryTy = translator('ty', ['lottery']);

/** Each route's first screen as the server draws it: its heading and what it is made of. */
const firstScreens: Array<{ path: string; heading: string; tiles?: string }> = [
  { path: '/', heading: ty('in_game_categories') },
  { path: '/rng', heading: ty('in_category_rng'), tiles: 'game-tile' },
  { path: '/live', heading: ty('in_category_live'), tiles: 'game-tile' },
  { path: '/elott', heading: lotteryTy('lottery_fast_games') },
  { path: '/register', heading: ty('in_create_account') },
  { path: '/promotions', heading: ty('in_promotions') },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the first screens arrive with their headings and tiles in the page', async ({ page }) => {
    for (const { path, heading, tiles } of firstScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first(), path).toBeAttached();
      if (tiles) expect(await page.getByTestId(tiles).count(), path).toBeGreaterThan(3);
    }
  });
});

test('the app hydrates the server’s screen: no mismatch, and the page works', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#419|#425/i.test(message.text())) problems.push(message.text());
  });
  for (const path of ['/', '/rng', '/elott', '/register']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-first-screen');
    await expect(page.locator('#hydration-guard')).toHaveCount(0);
  }
  expect(problems).toEqual([]);
  // the hydrated page answers: the header's login opens its dialog
  await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
  await expect(page.getByRole('dialog', { name: ty('in_login') })).toBeVisible();
});

test('a member’s balance fills in after the page hydrates, without moving the page', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player1', 'Player123!');
  // a member's next page comes from the same cached visitor's render: the balance takes the place sized for it
  const shift = await layoutShift(page, '/rng');
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
  expect(shift).toBeLessThan(0.05);
});

test.describe('with the answers in the page', () => {
  test.use({ extraHTTPHeaders: { [FIRST_SCREEN_HEADER]: 'data' } });

  test('the app draws the lottery’s first screen from them, without waiting for its calls', async ({ page }) => {
    // every call of the site is held far longer than the test waits: only the page's own answers can draw the screen
    await page.route(/\/(wps|lgw)\//, async (route) => {
      await new Promise((held) => setTimeout(held, 20_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/vnlottery');
    await expect(page.getByRole('heading', { name: ty('in_vn_lottery') })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('timer').first()).toHaveText(/\d\d:\d\d:\d\d/, { timeout: 1_000 });
    // the boot frame came with the page, and the answers it is drawn with
    const sent = JSON.parse((await page.locator(`#${FIRST_SCREEN_ELEMENT_ID}`).textContent()) ?? '{}') as { drawn?: boolean; path?: string };
    expect(sent).toMatchObject({ drawn: false, path: '/vnlottery' });
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  });
});
