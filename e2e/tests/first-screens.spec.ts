import { expect, test } from '@playwright/test';
import { translator, ty } from './texts';
import { logIn } from './auth-support';
import { layoutShift } from './layout-shift';

/*
 * First screens rendered on the server (issue 34): the page arrives with its headings and tiles before any script
 * runs, the app hydrates that markup (no mismatch, the page works), and a member's own figures fill in afterwards
 * without moving the page. The server renders them when FIRST_SCREENS is on, or, with the test runner's aids, for a
 * request that asks with the x-first-screen header: this spec's project sends it (playwright.config.ts).
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
