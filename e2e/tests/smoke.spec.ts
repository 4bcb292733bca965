import { expect, test } from '@playwright/test';

test('the home route renders from the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
});
