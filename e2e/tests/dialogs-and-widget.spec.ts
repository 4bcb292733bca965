import type { Locator, Page } from '@playwright/test';
import { FIRST_SCREEN_HEADER } from '@app/contract/first-screens';
import { expect, freshUsername, test, ty } from './auth-support';
import { translator } from './texts';

/**
 * Nothing covers the page and dialogs never stack: the floating service widget keeps clear of the game tiles and
 * their hearts (a gutter on wide screens, docked in the page on phones), and the arrival notice waits its turn
 * behind a dialog the player opened or the register success, then shows alone.
 */
const texts = translator('ty', ['auth', 'lobby']);

const widget = (page: Page) => page.getByRole('complementary', { name: texts('in_service_widget') });
/** Every game tile on the page: the lobby's strips and its grid. */
const tiles = (page: Page) => page.getByTestId('game-tile');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every tile (and its heart) the viewport shows now, checked against the widget's box: none may intersect it. */
async function expectNothingUnder(page: Page, area: Locator) {
  const widgetBox = await area.boundingBox();
  expect(widgetBox).not.toBeNull();
  // the part of each tile a player can see: a strip that scrolls sideways clips the tiles past its edge
  const boxes = await tiles(page).evaluateAll((list) =>
    list.flatMap((tile) =>
      [tile, ...Array.from(tile.querySelectorAll('button'))].map((el) => {
        let { left, top, right, bottom } = el.getBoundingClientRect();
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflow === 'visible') continue;
          const c = a.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
        }
        return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top), name: el.getAttribute('aria-label') ?? el.textContent ?? '' };
      }),
    ),
  );
  const onScreen = boxes.filter((b) => b.width > 0 && b.height > 0 && b.y + b.height > 0 && b.y < page.viewportSize()!.height);
  expect(onScreen.length).toBeGreaterThan(0);
  expect(onScreen.filter((b) => overlaps(b, widgetBox!)).map((b) => b.name)).toEqual([]);
}

test.describe('the floating service widget', () => {
  test('desktop: the lobby keeps a gutter for it, so no tile or heart at the right edge lies under it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/rng');
    // often the run's first lobby on a server just started: its catalogue's first page is the slowest it serves
    await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(widget(page)).toBeVisible();
    await expectNothingUnder(page, widget(page));
    // further down the lobby, where the widget sits beside the grid's rows
    for (const step of [600, 600]) {
      await page.mouse.wheel(0, step);
      await page.waitForTimeout(300);
      await expectNothingUnder(page, widget(page));
    }
  });

  test('phone: it docks in the page after the content, never over the tiles', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rng');
    await expect(tiles(page).first()).toBeVisible();
    // in the flow, not fixed: it scrolls with the page and is not over the first screen of tiles
    expect(await widget(page).evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await expect(widget(page)).not.toBeInViewport();
    await page.mouse.wheel(0, 1_200);
    await page.waitForTimeout(300);
    await expect(widget(page)).not.toBeInViewport();
    // on home it is reached at the end of the page, with its three entries
    await page.goto('/');
    await widget(page).scrollIntoViewIfNeeded();
    await expect(widget(page).getByRole('button', { name: texts('in_customer_service') })).toBeInViewport();
    await expect(widget(page).getByRole('link', { name: 'Telegram' })).toBeInViewport();
  });
});

test.describe('one dialog at a time', () => {
  // these tests are about the arrival notice: unlike the other account tests, the session has not seen it yet
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.removeItem('index_notice'));
  });

  /**
   * The notice call answers only once released, so the player opens a dialog before the notice is ready. The page is
   * the plain shell: by default home's notices come with its first screen's answers, and no call is made for them.
   */
  async function heldNotice(page: Page) {
    await page.setExtraHTTPHeaders({ [FIRST_SCREEN_HEADER]: 'off' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/system/notice**', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('the arrival notice waits behind the login dialog the player opened; Escape closes the login, then the notice shows', async ({ page }) => {
    const releaseNotice = await heldNotice(page);
    const noticeArrived = page.waitForResponse('**/wps/system/notice**');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
    const login = page.getByRole('dialog', { name: ty('in_login') });
    await expect(login).toBeVisible();
    // the notice arrives now, and waits
    releaseNotice();
    await noticeArrived;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    const notice = page.getByRole('dialog', { name: ty('in_notice') });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('after registering the success dialog shows alone, then the responsible-gaming page; the arrival notice follows them', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('tabpanel');
    const password = 'Lucky1234';
    await form.getByRole('textbox', { name: ty('in_username') }).fill(freshUsername('dlg'));
    await form.getByLabel(ty('in_password'), { exact: true }).fill(password);
    await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill(password);
    await form.getByRole('checkbox', { name: new RegExp(ty('in_not_a_robot')) }).click();
    await expect(form.getByText(ty('in_verified'))).toBeVisible({ timeout: 20_000 });
    await form.getByLabel(ty('in_date_of_birth')).fill('1990-01-01');
    await form.getByRole('checkbox', { name: /18/ }).check();
    await form.getByRole('button', { name: ty('in_register'), exact: true }).click();

    const success = page.getByRole('dialog', { name: ty('in_registered_successfully') });
    await expect(success).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // Lucky Nine's pack (MGA) asks for the responsible-gaming page next, alone; the arrival notice after it
    await success.getByRole('button', { name: ty('in_start_playing') }).click();
    await expect(page.getByTestId('rg-page')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: ty('in_notice') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});
