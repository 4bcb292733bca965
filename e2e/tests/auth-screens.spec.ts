import type { Page } from '@playwright/test';
import { expect, logIn, loginDialog, test, ty } from './auth-support';

/**
 * Screenshots of the auth screens in both themes, wide and at 390 px, for people to look at
 * (test-results/auth-screens/*.png). Each also checks the screen is there.
 */
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `test-results/auth-screens/${name}.png`, fullPage });

async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`${theme} ${width}px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

      test('login modal', async ({ page }) => {
        await useTheme(page, theme);
        await page.goto('/login');
        await expect(loginDialog(page).getByRole('textbox', { name: ty('in_username') })).toBeVisible();
        await page.waitForTimeout(350);
        await shot(page, `login-${theme}-${width}`);
      });

      test('register page, both tabs', async ({ page }) => {
        await useTheme(page, theme);
        await page.goto('/register');
        const form = page.getByRole('tabpanel');
        await expect(form.getByRole('textbox', { name: ty('in_username') })).toBeVisible();
        await shot(page, `register-username-${theme}-${width}`, true);
        await page.getByRole('tab', { name: ty('in_register_by_mobile') }).click();
        await expect(form.getByRole('textbox', { name: ty('in_mobile_number') })).toBeVisible();
        await form.getByRole('button', { name: ty('in_register'), exact: true }).click();
        await expect(form.getByText(ty('input_cannot_be_empty')).first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `register-mobile-errors-${theme}-${width}`, true);
      });

      test('logged-in header and its menu', async ({ page }) => {
        await useTheme(page, theme);
        await page.goto('/');
        await logIn(page, 'player1', 'Player123!');
        await expect(page.getByRole('button', { name: ty('in_account_menu') }).locator('img')).toBeVisible();
        await page.waitForTimeout(400);
        await shot(page, `header-member-${theme}-${width}`);
        await page.getByRole('button', { name: ty('in_account_menu') }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shot(page, `header-menu-${theme}-${width}`);
      });
    });
  }
}

test('register modal, forgot password and the logout confirmation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: ty('in_register') }).click();
  const register = page.getByRole('dialog', { name: ty('in_create_account') });
  await expect(register.getByRole('tabpanel')).toBeVisible();
  await page.waitForTimeout(350);
  await shot(page, 'register-modal-dark-1280');
  await register.getByRole('button', { name: ty('in_login') }).click();
  await loginDialog(page).getByRole('button', { name: ty('in_forgot_password') }).click();
  const forgot = page.getByRole('dialog', { name: ty('in_forgot_password') });
  await forgot.getByRole('tab', { name: ty('in_by_mobile') }).click();
  await page.waitForTimeout(350);
  await shot(page, 'forgot-mobile-dark-1280');
  await page.keyboard.press('Escape');
  await logIn(page, 'player1', 'Player123!');
  await page.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_logout') }).click();
  await expect(page.getByRole('dialog', { name: ty('in_sign_out') })).toBeVisible();
  await page.waitForTimeout(350);
  await shot(page, 'logout-confirm-dark-1280');
});
