import { expect, test, type Page } from '@playwright/test';
import { translator } from './texts';
import { layoutShift } from './layout-shift';

/*
 * What is new in the lobbies (the category's game announcements and new providers) and the domain check, against the
 * real server and its seed: both demo brands share the catalogue, whose new providers and new games make the news.
 */
const ty = translator('ty', ['lobby']);
const en = translator('en', ['lobby']);
const port = process.env.E2E_PORT ?? '4180';

// the once-per-session popup announcements are the shell's test's subject, not these
test.beforeEach(({ context }) => context.addInitScript(() => sessionStorage.setItem('index_notice', '1')));

const ribbon = (page: Page, t: typeof ty) => page.getByRole('region', { name: t('lobby_news'), exact: true });
const newVendors = (page: Page, t: typeof ty) => page.getByRole('region', { name: t('lobby_new_vendors'), exact: true });

test('Lucky Nine (TY): the slots lobby shows its news and its new providers, each opening the provider', async ({ page }) => {
  await page.goto('/rng');
  const news = ribbon(page, ty);
  await expect(news.getByRole('link', { name: /Bagong provider: Blaze Spin/ })).toBeVisible();
  await expect(news.getByRole('link', { name: /Bagong laro: / }).first()).toBeAttached();

  const strip = newVendors(page, ty);
  await strip.scrollIntoViewIfNeeded();
  const card = strip.getByRole('link', { name: /Blaze Spin/ });
  await expect(card).toContainText(ty('lobby_badge_new'));
  await expect(strip.getByRole('link', { name: /Eclipse Interactive/ })).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/vassalage=BLZ/);
  await expect(page.getByRole('navigation', { name: ty('lobby_vendor_tabs') }).getByRole('link', { name: /Blaze Spin/ })).toHaveAttribute('aria-current', 'page');
});

test('the news ribbon, once hidden, stays hidden for the session', async ({ page }) => {
  await page.goto('/live');
  const news = ribbon(page, ty);
  await expect(news.getByRole('link', { name: /Luxe Live/ }).first()).toBeVisible();
  await news.getByRole('button', { name: ty('lobby_news_hide') }).click();
  await expect(news).toHaveCount(0);
  await page.reload();
  await expect(newVendors(page, ty).getByRole('link', { name: /Luxe Live/ })).toBeVisible();
  await expect(ribbon(page, ty)).toHaveCount(0);
});

test('Royal Tiger (EN): its lobby shows the news in English', async ({ page }) => {
  await page.goto(`http://tiger.localhost:${port}/live`);
  await expect(ribbon(page, en).getByRole('link', { name: /New provider: Luxe Live/ })).toBeVisible();
  await expect(newVendors(page, en).getByRole('link', { name: /Luxe Live/ })).toContainText(en('lobby_badge_new'));
});

test('a category without news shows neither (no empty ribbon or strip)', async ({ page }) => {
  await page.goto('/fish');
  await expect(page.getByTestId('lobby')).toBeVisible();
  await expect(page.getByRole('list', { name: ty('lobby_all_games') })).toBeVisible();
  await expect(page.getByTestId('game-news-loading')).toHaveCount(0);
  await expect(ribbon(page, ty)).toHaveCount(0);
  await expect(newVendors(page, ty)).toHaveCount(0);
});

test("a host that is not one of the brand's entries shows the invalid-URL page instead of the site", async ({ page }) => {
  // Chromium sends every *.localhost to the loopback: the server answers, but nowhere.localhost is no brand's entry
  await page.goto(`http://nowhere.localhost:${port}/rng`);
  await expect(page.getByRole('heading', { name: ty('in_invalid_url_title') })).toBeVisible();
  await expect(page.getByText(ty('in_invalid_url_text'))).toBeVisible();
  await expect(page.getByTestId('invalid-domain')).toContainText('nowhere.localhost');
  await expect(page.getByRole('button', { name: ty('in_contact_us') })).toBeVisible();
  await expect(page.getByTestId('lobby')).toHaveCount(0);
  // the brand's own hosts keep the site (the suite's own host, localhost, is the demo's)
  await page.goto('/rng');
  await expect(page.getByTestId('lobby')).toBeVisible();
  await expect(page.getByRole('heading', { name: ty('in_invalid_url_title') })).toHaveCount(0);
});

test.describe('layout shift', () => {
  // timing on a loaded machine can move a page once; a real regression moves it every time
  test.describe.configure({ retries: 2 });
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`the news keep their place while a lobby loads, with or without news (${viewport.width}x${viewport.height})`, async ({ browser, baseURL }) => {
      for (const path of ['/live', '/fish']) {
        const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
        await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
        const page = await context.newPage();
        expect(await layoutShift(page, path), path).toBeLessThan(0.05);
        await context.close();
      }
    });
});
