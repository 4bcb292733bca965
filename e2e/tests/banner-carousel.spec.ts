import { expect, test, type Locator, type Page } from '@playwright/test';
import { ty } from './texts';
import { layoutShift } from './layout-shift';

/*
 * The home banner carousel (issue 16): a drag or a swipe moves to the next slide, the keyboard still works, and the
 * page does not move while it loads.
 */

const banners = (page: Page) => page.getByRole('region', { name: ty('in_banners') });
const dot = (region: Locator, index: number) => region.getByRole('button', { name: ty('in_go_to_slide', { index }) });

/** Drags across the middle of the region by `share` of its width with the mouse, as a hand would (not in one frame). */
async function drag(page: Page, region: Locator, share: number) {
  const box = (await region.boundingBox())!;
  const dx = box.width * share;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(x + (dx * i) / 8, y, { steps: 2 });
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/** A finger swipes right to left across the region, as a phone's touch screen reports it (CDP touch events). */
async function swipeLeft(page: Page, region: Locator) {
  const box = (await region.boundingBox())!;
  const y = box.y + 60;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', 320);
  for (let x = 300; x >= 80; x -= 20) await touch('touchMove', x);
  await touch('touchEnd', 80);
}

// the once-per-session popup announcements are the shell's test's subject, not these
test.beforeEach(({ context }) => context.addInitScript(() => sessionStorage.setItem('index_notice', '1')));

// layout shift is timing: on a loaded machine a late chunk can move a page once; a real regression moves it every
// time, so a second try tells the two apart
test.describe.configure({ retries: 2 });

test('a drag on the home banner moves to the next slide, and back', async ({ page }) => {
  await page.goto('/');
  const region = banners(page);
  await expect(dot(region, 3)).toBeVisible();
  // stop autoplay first, so only the drag moves the slides
  await region.getByRole('button', { name: ty('in_pause') }).click();
  await dot(region, 1).click();
  await expect(dot(region, 1)).toHaveAttribute('aria-current', 'true');
  // the swipe code loads after the first paint
  await expect(region.locator('[data-swipe="on"]')).toHaveCount(1);
  await drag(page, region, -0.6);
  await expect(dot(region, 2)).toHaveAttribute('aria-current', 'true');
  await expect(region.getByRole('group', { name: ty('in_slide_of', { index: 2, count: 3 }) })).toBeVisible();
  await drag(page, region, 0.6);
  await expect(dot(region, 1)).toHaveAttribute('aria-current', 'true');
  // the arrow keys work from inside the carousel, and loop
  await dot(region, 1).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dot(region, 3)).toHaveAttribute('aria-current', 'true');
});

test('a touch swipe on a phone moves the banner', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const page = await context.newPage();
  await page.goto('/');
  const region = banners(page);
  await region.getByRole('button', { name: ty('in_pause') }).click();
  await dot(region, 1).click();
  await expect(region.locator('[data-swipe="on"]')).toHaveCount(1);
  await swipeLeft(page, region);
  await expect(dot(region, 2)).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('on a phone, the first swipe moves the banner before the swipe code has loaded', async ({ browser, baseURL }) => {
  // reduced motion: no autoplay, so only the swipe can change the slide
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const page = await context.newPage();
  await page.goto('/');
  const region = banners(page);
  await expect(dot(region, 1)).toHaveAttribute('aria-current', 'true');
  // nothing has touched the carousel yet: its swipe code waits for a hand
  await expect(region.locator('[data-swipe="off"]')).toHaveCount(1);
  await swipeLeft(page, region);
  await expect(dot(region, 2)).toHaveAttribute('aria-current', 'true');
  // the page stayed home: the flick did not follow the banner's link
  expect(new URL(page.url()).pathname).toBe('/');
  // and that first touch brought the swipe code, which takes the next swipes
  await expect(region.locator('[data-swipe="on"]')).toHaveCount(1);
  await context.close();
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])
  test(`the home and lobby screens do not move while they load (${viewport.width}x${viewport.height})`, async ({ browser, baseURL }) => {
    // /pvp: its winners board is empty, and the empty board must keep the loading board's height
    for (const path of ['/', '/rng', '/elott', '/register', '/pvp?gameType=PVP&page=1&vassalage=']) {
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      expect(await layoutShift(page, path), path).toBeLessThan(0.05);
      await context.close();
    }
  });

test('the first screens build no Intl object while they load (its locale data is a long task on a phone)', async ({ browser, baseURL }) => {
  for (const path of ['/', '/rng', '/elott', '/register']) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlBuilt: built });
      for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'DisplayNames', 'Collator', 'RelativeTimeFormat', 'ListFormat'] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args) => (built.push(`${name} ${JSON.stringify(args)}`), new target(...args)),
        });
      }
      const toLocaleString = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
        built.push('Number.toLocaleString');
        return toLocaleString.apply(this, args);
      };
    });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // the home screen's arrival notice shows its date
    if (path === '/') await expect(page.getByRole('dialog').locator('time').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual([]);
    await context.close();
  }
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])
  test(`the page's first paint shows the first banner where the app then shows it (${viewport.width}x${viewport.height})`, async ({ browser, baseURL }) => {
    /** The banner's box and picture: the boot frame's (the page without scripts) or the app's active slide. */
    const bannerBox = async (path: string, javaScriptEnabled: boolean) => {
      // reduced motion: no autoplay, so the app's active slide is still the first when it is measured
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(path);
      const place = javaScriptEnabled ? page.getByTestId('banner-area').locator('[data-active="true"] img') : page.locator('.boot-banner');
      const picture = javaScriptEnabled ? place : place.locator('img');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = await place.boundingBox();
      const src = await picture.getAttribute('src');
      await context.close();
      return { src, box: box && [box.x, box.y, box.width, box.height].map(Math.round) };
    };
    for (const path of ['/', '/rng']) {
      const boot = await bannerBox(path, false);
      const app = await bannerBox(path, true);
      expect(boot, path).toEqual(app);
    }
  });
