import { expect, test, type Page } from '@playwright/test';
import { tigerURL } from '../support';
import { en, translator, ty } from './texts';

/** Marks the once-per-session popup announcements as seen, for tests about something else. */
async function skipPopupNotices(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
}

const categoryOrder = ['elott', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'inhouse'];

test('the home shell renders the brand from the real server', async ({ page }) => {
  await page.goto('/');

  // popup announcements: once per session
  const popup = page.getByRole('dialog', { name: ty('in_notice') });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Maligayang pagdating sa Lucky Nine');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // brand: name and logo, in the default language (TY)
  await expect(page.getByTestId('brand-name')).toHaveText('Lucky Nine');
  await expect(page.locator('header img').first()).toHaveAttribute('src', '/media/logo/demo.svg');
  await expect(page).toHaveTitle('Lucky Nine');

  // banner: the home group's slides, centred, with dots, the image really loaded
  const banners = page.getByRole('region', { name: ty('in_banners') });
  await expect(banners).toBeVisible();
  await expect(banners.getByRole('button', { name: ty('in_go_to_slide', { index: 3 }) })).toBeVisible();
  // autoplay may have moved on under load: pause it and show the first slide before looking at it
  await banners.getByRole('button', { name: ty('in_pause') }).click();
  await banners.getByRole('button', { name: ty('in_go_to_slide', { index: 1 }) }).click();
  // the slide states the promotion in the shown language (Lucky Nine: TY)
  const slide = banners.getByRole('img', { name: '100% tugma sa unang deposito hanggang ₱5,000' });
  await expect(slide).toBeVisible();
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(banners.getByRole('link', { name: '100% tugma sa unang deposito hanggang ₱5,000' })).toHaveAttribute('href', '/promotions');

  // left menu: home, every category the server has vendors for, in the spec's order, promotions
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await expect(menu.getByRole('link', { name: ty('in_category_inhouse') })).toBeVisible();
  const labels = await menu.locator(':scope > ul').first().getByRole('link').allTextContents();
  expect(labels).toEqual([ty('in_home'), ...categoryOrder.map((c) => ty(`in_category_${c}`)), ty('in_promotions')]);
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/lucky9');

  // announcements and the category grid
  await expect(page.getByRole('region', { name: ty('in_announcements') })).toContainText('Nakatakdang pag-upgrade ng sistema');
  await expect(page.getByRole('heading', { name: ty('in_game_categories') })).toBeVisible();

  // footer: about text in the current language, providers, copyright
  await page.keyboard.press('End');
  await page.mouse.wheel(0, 5000);
  const footer = page.locator('footer');
  await expect(footer.getByTestId('footer-about')).toHaveText(
    'Pinagsasama ng Lucky Nine ang lotto, live casino, slots at sports sa iisang ligtas na wallet.',
  );
  await expect(footer).toContainText('Lucky Nine Entertainment Ltd.');
  await expect(footer).toContainText('First Cagayan Gaming Authority');
  await expect(footer.getByText('GCash')).toBeVisible();
  await expect(footer.getByRole('link', { name: ty('in_affiliates') })).toHaveAttribute('href', '/helpmc?topic=affiliate');

  // floating service widget
  const widget = page.getByRole('complementary', { name: ty('in_service_widget') });
  await expect(widget.getByRole('button', { name: ty('in_customer_service') })).toBeVisible();
  await expect(widget.getByRole('link', { name: ty('in_download_app') })).toHaveAttribute('href', '/down');
  await expect(widget.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lucky9_support');

  // the popup stays away for the rest of the session
  await page.reload();
  await expect(page.getByTestId('brand-name')).toBeVisible();
  await expect(page.getByRole('heading', { name: ty('in_game_categories') })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(popup).toBeHidden();
});

test('the chosen theme and language survive a reload', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await expect(menu.getByRole('link', { name: ty('in_home') })).toBeVisible();

  await page.getByRole('switch', { name: ty('in_light_theme') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await menu.getByRole('button', { name: ty('in_language') }).click();
  await menu.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('navigation', { name: en('in_main_menu') }).getByRole('link', { name: en('in_home') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const reloaded = page.getByRole('navigation', { name: en('in_main_menu') });
  await expect(reloaded.getByRole('link', { name: en('in_home') })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('in_game_categories') })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('hisLang')])).toEqual(['light', 'EN']);
  // language-dependent data came again in English
  await expect(page.getByRole('region', { name: en('in_announcements') })).toContainText('Scheduled system upgrade');
  // the light theme uses the brand's light colours
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe('#0f7a4f');
});

/** Every route of the spec's table, the chunk it must load, and what it shows. */
const routes: Array<{ path: string; chunk: string; shows: (p: Page) => ReturnType<Page['getByRole']> }> = [
  ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, chunk: 'index', shows: (p: Page) => p.getByRole('heading', { name: ty('in_game_categories') }) })),
  ...['/register', '/register.html'].map((path) => ({ path, chunk: 'register', shows: (p: Page) => p.getByRole('heading', { name: ty('in_create_account') }) })),
  { path: '/pointMall', chunk: 'pointMall', shows: (p) => p.getByRole('heading', { name: ty('in_point_mall') }) },
  { path: '/lottery', chunk: 'lottery', shows: (p) => p.getByRole('heading', { name: ty('in_lottery') }) },
  { path: '/vnlottery', chunk: 'vnlottery', shows: (p) => p.getByRole('heading', { name: ty('in_vn_lottery') }) },
  { path: '/elott', chunk: 'elott', shows: (p) => p.getByRole('heading', { name: ty('in_category_elott') }) },
  ...['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'inhouse'].map((c) => ({
    path: `/${c}`,
    chunk: 'egame',
    shows: (p: Page) => p.getByRole('heading', { name: ty(`in_category_${c}`), level: 1, exact: true }),
  })),
  { path: '/promotions', chunk: 'promo', shows: (p) => p.getByRole('heading', { name: ty('in_promotions') }) },
  // the demo brand's seeded promotions, in their seed order: 7 is the VIP deposit race, 8 the share-your-win application
  { path: '/promoDetail?id=7', chunk: 'promoDetail', shows: (p) => p.getByRole('heading', { name: 'VIP deposit race', level: 1 }) },
  { path: '/promoDetail/8', chunk: 'promoDetail', shows: (p) => p.getByRole('heading', { name: 'Ibahagi ang malaking panalo', level: 1 }) },
  { path: '/seamless', chunk: 'seamless', shows: (p) => p.getByRole('heading', { name: ty('in_seamless_game') }) },
  ...['/helpmc', '/help'].map((path) => ({ path, chunk: 'help', shows: (p: Page) => p.getByRole('heading', { name: ty('in_help_center'), level: 1 }) })),
  ...['/down', '/download'].map((path) => ({ path, chunk: 'download', shows: (p: Page) => p.getByRole('heading', { name: ty('in_app_download'), level: 1 }) })),
  { path: '/game', chunk: 'byIframe', shows: (p) => p.getByRole('heading', { name: ty('in_game_window') }) },
  { path: '/login', chunk: 'login', shows: (p) => p.getByRole('dialog', { name: ty('in_login') }) },
  { path: '/no-such-page', chunk: 'not-found', shows: (p) => p.getByRole('heading', { name: ty('in_not_found_title') }) },
];

test('every route loads its own chunk and shows its screen', async ({ page }) => {
  // 27 full page loads: up to 5 s each while the other worker runs beside it
  test.setTimeout(150_000);
  await skipPopupNotices(page);
  for (const route of routes) {
    const scripts: string[] = [];
    const onResponse = (r: { url(): string; request(): { resourceType(): string } }) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto(route.path);
    await expect(route.shows(page), route.path).toBeVisible();
    await expect(page.locator('#root'), route.path).not.toBeEmpty();
    expect(scripts.some((s) => s.startsWith(`/assets/${route.chunk}-`)), `${route.path} loads ${route.chunk}: ${scripts.join(' ')}`).toBe(true);
    page.off('response', onResponse);
  }
});

test('navigating in the app loads the next screen on demand', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: ty('in_game_categories') })).toBeVisible();
  const chunk = page.waitForRequest((r) => /\/assets\/egame-.*\.js$/.test(r.url()));
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await menu.getByRole('link', { name: ty('in_category_live') }).click();
  await chunk;
  await expect(page).toHaveURL(/\/live\?gameType=LIVE&page=1&vassalage=$/);
  await expect(page.getByRole('heading', { name: ty('in_category_live'), level: 1, exact: true })).toBeVisible();
  // a vendor of the category filters the lobby
  await menu.getByRole('button', { name: ty('in_show_list', { name: ty('in_category_live') }) }).click();
  await menu.getByRole('link', { name: 'Sexy Baccarat' }).click();
  await expect(page).toHaveURL(/vassalage=SEXY$/);
  await expect(page.getByRole('navigation', { name: ty('in_vendors') }).getByRole('link', { name: 'Sexy Baccarat' })).toHaveAttribute('aria-current', 'page');
  // lottery categories launch their first vendor
  await menu.getByRole('link', { name: ty('in_category_elott') }).click();
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByRole('heading', { name: ty('in_lottery') })).toBeVisible();
});

test('the second brand renders its own name, language and colours', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/');
  await expect(page.getByTestId('brand-name')).toHaveText('Lucky Nine');
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  const luckyPrimary = await primary();

  await page.goto(tigerURL('/'));
  await expect(page.getByTestId('brand-name')).toHaveText('Royal Tiger');
  await expect(page).toHaveTitle('Royal Tiger');
  const menu = page.getByRole('navigation', { name: en('in_main_menu') });
  // English only: English text and no language picker
  await expect(menu.getByRole('link', { name: en('in_home') })).toBeVisible();
  await expect(menu.getByRole('button', { name: en('in_customer_service') })).toBeVisible();
  await expect(menu.getByRole('button', { name: en('in_language') })).toHaveCount(0);
  // no Facebook or Instagram configured, Telegram is
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/royaltiger');
  // no free demo for this brand
  await expect(page.getByRole('button', { name: en('in_free_demo') })).toHaveCount(0);
  const tigerPrimary = await primary();
  expect(tigerPrimary).toBe('#ff5a4e');
  expect(tigerPrimary).not.toBe(luckyPrimary);
  await expect(page.getByRole('region', { name: en('in_banners') }).getByRole('img', { name: 'Roar into live casino' })).toBeVisible();
});

test('customer service opens in its 440x500 pop-up window', async ({ browser, baseURL }) => {
  // no fixed viewport, so the pop-up window gets the size it asks for
  const context = await browser.newContext({ baseURL, viewport: null });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  const widget = page.getByRole('complementary', { name: ty('in_service_widget') });
  const opened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: ty('in_customer_service') }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  // a visitor gets the live-chat desk (the customer-service link's decrypted path), which asks them to log in
  await popup.waitForURL(/\/support\?cs=LIVECHAT$/);
  await expect(popup.getByRole('heading', { name: translator('ty', ['support'])('su_title'), level: 1 })).toBeVisible();
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  expect(size.width).toBeGreaterThanOrEqual(440);
  expect(size.width).toBeLessThan(480);
  expect(size.height).toBeGreaterThanOrEqual(500);
  expect(size.height).toBeLessThan(600);
  await context.close();
});

test('a blocked customer-service pop-up is explained', async ({ page }) => {
  await skipPopupNotices(page);
  // what a browser's pop-up blocker does: window.open gives nothing back
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/');
  await page.getByRole('complementary', { name: ty('in_service_widget') }).getByRole('button', { name: ty('in_customer_service') }).click();
  const warning = page.getByRole('dialog', { name: ty('in_warning') });
  await expect(warning).toContainText(ty('err_popup_blocked'));
  await warning.getByRole('button', { name: ty('in_confirm') }).click();
  await expect(warning).toBeHidden();
});

test('the notice modal pages announcements and closes on Escape, giving focus back', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/');
  const more = page.getByRole('region', { name: ty('in_announcements') }).getByRole('button', { name: ty('in_more') });
  await more.click();
  const dialog = page.getByRole('dialog', { name: ty('in_announcements') });
  await expect(dialog).toBeVisible();
  const list = dialog.getByRole('list', { name: ty('in_announcement_list') });
  await expect(list.getByRole('button')).toHaveCount(9);
  await dialog.getByRole('button', { name: ty('in_next_page') }).click();
  await expect(dialog.getByText(ty('in_page_of', { page: 2, total: 2 }))).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(3);
  await list.getByRole('button').nth(1).click();
  await expect(dialog.getByRole('article')).toContainText('Abiso ng resulta ng lotto');
  // page scroll is locked while the modal is open: the wheel does not move the page behind it
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(more).toBeFocused();
});

test('narrow screens get the menu as a drawer', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: ty('in_open_menu') }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: ty('in_promotions') }).click();
  await expect(page.getByRole('heading', { name: ty('in_promotions') })).toBeVisible();
  await expect(menu).toBeHidden();
  await context.close();
});
