import { expect, test } from '@playwright/test';
import { setBrandStatus, statusOff } from '../support';
import { translator, ty } from './texts';

const support = translator('ty', ['support']);

// these switch site-wide state: the project runs them alone, after the other tests
test.afterEach(async ({ request }) => {
  await setBrandStatus(request, 'demo', statusOff);
});

test('maintenance: the full-page maintenance screen, and back to the site after a refresh', async ({ page, request }) => {
  const endTime = Date.UTC(2026, 11, 1, 10, 0);
  await setBrandStatus(request, 'demo', { ...statusOff, maintenance: { enabled: true, endTime } });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: ty('in_maintenance_title') })).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', new Date(endTime).toISOString());
  await expect(page.getByRole('navigation', { name: ty('in_main_menu') })).toHaveCount(0);
  // Contact us opens customer service, which stays open during maintenance (not the maintenance screen again)
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: ty('in_contact_us') }).click();
  const popup = await opened;
  await popup.waitForURL(/\/support\?cs=LIVECHAT/);
  await expect(popup.getByRole('heading', { name: support('su_title') })).toBeVisible();
  await expect(popup.getByRole('heading', { name: ty('in_maintenance_title') })).toHaveCount(0);
  await popup.close();
  // every route is blocked
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: ty('in_maintenance_title') })).toBeVisible();
  // the load's other calls answer MAINTENANCE too, and each asks the status again: once they are all answered, only
  // Refresh asks (a status asked after the switch below would bring the site back by itself, under the click)
  await page.waitForLoadState('networkidle');

  await setBrandStatus(request, 'demo', statusOff);
  await page.getByRole('button', { name: ty('in_refresh') }).click();
  await expect(page.getByRole('heading', { name: ty('in_promotions') })).toBeVisible();
});

test("region restriction: the visitor's IP and country, other visitors unaffected", async ({ browser, baseURL, request, page }) => {
  await setBrandStatus(request, 'demo', {
    ...statusOff,
    regionRestriction: { enabled: true, blockedCountries: ['CN'], blockedIpRanges: [] },
  });
  // the e2e server trusts X-Forwarded-For; 203.0.113.0/24 is CN in the demo country table
  const blocked = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.9' } });
  const visitor = await blocked.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: ty('in_region_title') })).toBeVisible();
  await expect(visitor.getByTestId('visitor-ip')).toHaveText('203.0.113.9');
  await expect(visitor.getByTestId('visitor-country')).toHaveText('CN');
  await expect(visitor.getByRole('button', { name: ty('in_contact_us') })).toBeVisible();
  await blocked.close();

  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: ty('in_game_categories') })).toBeVisible();
});
