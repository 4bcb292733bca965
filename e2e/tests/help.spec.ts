import type { Page } from '@playwright/test';
import { translator } from './texts';
import { apiLogin, expect, memberCenter, openAsMember, test } from './wallet-support';

/**
 * The help centre: the help modal from the left menu (search, an article), contextual help from the withdrawal page
 * landing on the withdrawal category, and /helpmc for a visitor with a topic and an article in the link. Lucky Nine
 * speaks TY by default, so the articles are the seeded Tagalog ones.
 */
const ty = translator('ty', ['wallet', 'member-center']);
const helpDialog = (page: Page) => page.getByRole('dialog', { name: ty('in_help_center') });
const article = (scope: ReturnType<Page['getByRole']>, title: string) => scope.locator('details', { has: scope.page().locator('summary', { hasText: title }) });

test('the help modal opens from the menu; search finds an article and opens it', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: ty('in_main_menu') });
  await menu.getByRole('button', { name: ty('in_customer_service') }).click();
  await menu.getByRole('button', { name: ty('in_help_center') }).click();

  const help = helpDialog(page);
  await expect(help).toBeVisible();
  // the page stays where it was: the modal is over the main layout
  await expect(page).toHaveURL(/\/$/);
  const search = help.getByRole('searchbox', { name: ty('in_help_search') });
  await expect(search).toBeFocused();
  await expect(help.getByRole('tab', { name: new RegExp(ty('help_lottery')) })).toBeVisible();

  await search.fill('kailangang taya');
  const title = 'Ang kailangang taya: bakit hindi pa ako makapag-withdraw?';
  await help.locator('summary', { hasText: title }).click();
  const opened = article(help, title);
  await expect(opened).toHaveAttribute('open', '');
  await expect(opened).toContainText('100%');

  await search.fill('walang ganitong salita');
  await expect(help.getByText(ty('in_help_no_results', { query: 'walang ganitong salita' }))).toBeVisible();

  // Escape clears the search first, then closes the modal
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(help.getByRole('tablist')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('contextual help on the withdrawal page opens the withdrawal category at the betting requirement', async ({ page, request }) => {
  const session = await apiLogin(request, 'player1', 'Player123!');
  await openAsMember(page, session);
  await page.getByRole('banner').getByRole('button', { name: ty('in_increase_withdrawal') }).click();
  const mc = memberCenter(page, ty);
  await expect(mc.getByRole('heading', { name: ty('in_increase_withdrawal') })).toBeVisible();

  await mc.getByRole('button', { name: ty('wl_help_turnover') }).click();
  const help = helpDialog(page);
  await expect(help).toBeVisible();
  await expect(help.getByRole('tab', { name: new RegExp(ty('help_withdrawal')) })).toHaveAttribute('aria-selected', 'true');
  const requirement = article(help, 'Ang kailangang taya: bakit hindi pa ako makapag-withdraw?');
  await expect(requirement).toHaveAttribute('open', '');
  await expect(requirement).toBeInViewport();
  await expect(requirement).toContainText('₱100.00');

  // closing it leaves the player on the withdrawal page
  await help.getByRole('button', { name: ty('in_close') }).click();
  await expect(help).toBeHidden();
  await expect(mc.getByRole('heading', { name: ty('in_increase_withdrawal') })).toBeVisible();
});

test('/helpmc works for a visitor, on the linked topic and article', async ({ page }) => {
  await page.goto('/helpmc?topic=lottery#lottery-cancelled');
  await expect(page.getByRole('heading', { name: ty('in_help_center'), level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(ty('help_lottery')) })).toHaveAttribute('aria-selected', 'true');
  const cancelled = page.locator('#help-lottery-cancelled');
  await expect(cancelled).toHaveAttribute('open', '');
  await expect(cancelled).toContainText('Kinansela');
  await expect(cancelled).toBeInViewport();
});
