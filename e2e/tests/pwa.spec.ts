import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { tigerURL } from '../support';
import { en, ty } from './texts';

/** Marks the once-per-session popup announcements as seen, for tests about something else. */
async function skipPopupNotices(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
}

/** The paths of every entry in every cache the site's worker keeps. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** The screens the worker keeps a shell page for. */
const cachedScreens = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('pwa-pages-'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });

/** What the browser's install prompt would be: kept by the app, answered `accepted` by the player. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });

test('the manifest is linked and loads per brand, and Chromium finds the site installable', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/down');
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Lucky Nine', display: 'standalone', start_url: '/' });
  // installable: the manifest, the 192 and 512 PNG icons really load (a bad icon is 'manifest-missing-suitable-icon'),
  // and a worker controls the page; only Playwright's off-the-record profile ('in-incognito') is left to object
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), { timeout: 15_000 })
    .toEqual(['in-incognito']);

  await page.goto(tigerURL('/down'));
  const tigerCdp = await page.context().newCDPSession(page);
  const tigerManifest = JSON.parse((await tigerCdp.send('Page.getAppManifest')).data ?? '{}') as { name: string; theme_color: string };
  expect(tigerManifest.name).toBe('Royal Tiger');
  expect(tigerManifest.theme_color).not.toBe(JSON.parse(manifest.data ?? '{}').theme_color);
});

test('offline: a visited screen starts from the cache, an unvisited one shows the offline page, and no call is answered from a cache', async ({ page, context }) => {
  await skipPopupNotices(page);
  await page.goto('/down');
  await expect(page.getByRole('heading', { name: ty('in_app_download'), level: 1 })).toBeVisible();
  // the worker registers after load and takes control of this page
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  // a screen reached inside the app (no page load): the worker keeps it too
  await page.getByRole('navigation', { name: ty('in_main_menu') }).getByRole('link', { name: ty('in_promotions') }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect.poll(() => cachedScreens(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(['/down', '/promotions']));

  // online, the app made its calls (status, permission, banners...): none of them went into a cache
  const cached = await cachedPaths(page);
  expect(cached.length).toBeGreaterThan(3);
  expect(cached.filter((path) => /^\/(wps|lgw|lotto|api|admin)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  // a call is never answered from a cache: offline it fails
  expect(await page.evaluate(() => fetch('/wps/system/status').then((r) => `answered ${r.status}`, () => 'failed'))).toBe('failed');

  // visited: the shell and its code come from the cache; the app starts and says the connection is down
  await page.goto('/down');
  await expect(page).toHaveTitle('Lucky Nine');
  await expect(page.getByRole('heading', { name: ty('in_connection_failed') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: ty('in_connection_failed') })).toBeVisible({ timeout: 15_000 });

  // never opened here: the offline page, in the brand's languages (TY first), with a way to try again
  await page.goto('/pointMall');
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Offline ka');
  await expect(offline.getByRole('heading', { level: 2 })).toHaveText('You are offline');
  await expect(offline).toContainText('Lucky Nine');
  await page.screenshot({ path: 'test-results/e2e/pwa-offline-page.png' });

  // back online, trying again opens the screen itself
  await context.setOffline(false);
  await offline.getByRole('link', { name: 'Subukan muli' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByTestId('brand-name')).toBeVisible();
});

test('/down shows both QR codes, the 4-step guides and the web app beside them; Install asks the browser', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/down');
  for (const [name, platform] of [
    ['Android', 'android'],
    ['iOS', 'ios'],
  ] as const) {
    const guide = page.getByRole('region', { name: ty('down_guide_for', { name }) });
    const qr = guide.getByRole('img', { name: ty('in_qr_for', { name }) });
    await expect(qr).toHaveAttribute('data-qr-value', `${baseURL}/down?platform=${platform}`);
    // size 200 on a 20 px quiet zone
    await expect(qr.locator('svg')).toHaveAttribute('width', '200');
    await expect(qr).toHaveCSS('padding', '20px');
    await expect(guide.getByRole('listitem')).toHaveText([1, 2, 3, 4].map((n) => new RegExp(ty(`down_${platform}_${n}_title`))));
  }
  const pwa = page.getByRole('region', { name: ty('down_pwa_title') });
  await expect(pwa).toContainText(ty('down_pwa_text', { brand: 'Lucky Nine' }));
  await expect(pwa.getByRole('listitem')).toHaveCount(4);

  // the browser offers to install: the menu's app download group and the page both get an Install button
  await offerInstall(page);
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await menu.getByRole('button', { name: ty('in_app_download') }).click();
  await expect(menu.getByRole('button', { name: ty('in_install_app') })).toBeVisible();
  await pwa.getByRole('button', { name: ty('in_install_app') }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(pwa.getByRole('status')).toHaveText(ty('down_pwa_installed'));
  await expect(menu.getByRole('button', { name: ty('in_install_app') })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/pwa-down-dark.png', fullPage: true });

  // Royal Tiger (English) has no MOBILECONFIG resource: its iOS code opens this page's iOS guide
  await page.goto(tigerURL('/down'));
  const ios = page.getByRole('region', { name: en('down_guide_for', { name: 'iOS' }) });
  await expect(ios.getByRole('img', { name: en('in_qr_for', { name: 'iOS' }) })).toHaveAttribute('data-qr-value', tigerURL('/down?platform=ios'));
  await expect(page.getByRole('region', { name: en('down_pwa_title') })).toContainText(en('down_pwa_text', { brand: 'Royal Tiger' }));
});

test('iOS gets the Add to Home Screen steps on /down and in the menu', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await skipPopupNotices(page);
  await page.goto('/down');
  const pwa = page.getByRole('region', { name: ty('down_pwa_title') });
  await expect(pwa.getByRole('list', { name: ty('in_add_to_home_screen') }).getByRole('listitem')).toHaveText([ty('down_pwa_ios_1'), ty('down_pwa_ios_2'), ty('down_pwa_ios_3')]);
  await page.screenshot({ path: 'test-results/e2e/pwa-down-iphone.png', fullPage: true });
  // the menu (a drawer on a phone): its app download group leads to those steps
  await page.getByRole('button', { name: ty('in_open_menu') }).click();
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await menu.getByRole('button', { name: ty('in_app_download') }).click();
  await expect(menu.getByRole('link', { name: ty('in_add_to_home_screen') })).toHaveAttribute('href', '/down?platform=ios');
  await context.close();
});
