import { mkdirSync } from 'node:fs';
import { apiLogin, en, expect, memberCenter, openAsMember, test } from './wallet-support';

/**
 * Screenshots of every member-centre page in both themes, on a desktop and at 390 px wide, as phoneuser (mobile
 * and email bound, no payment password, no card, no upline): the pages' empty and first-use states. The wallet
 * flows' own screens (deposit paid, receipt confirmation, records, the VIP rank) come from wallet.spec.ts.
 * Saved in test-results/wallet-screens/.
 */
const shots = new URL('../../test-results/wallet-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

// one client IP for every login of this member (a login from a new IP would ask for a second factor)
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.19.250.9' } });
test.describe.configure({ timeout: 180_000 });

const pages = [
  'securityCenter',
  'profile',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
];

for (const theme of ['dark', 'light'] as const)
  for (const width of [1280, 390])
    test(`member centre screens, ${theme} theme, ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      const session = await apiLogin(request, 'phoneuser', 'Phone123!');
      await openAsMember(page, session, { theme, language: 'EN' });
      const narrow = width < 768;
      if (narrow) {
        await page.getByRole('button', { name: en('in_account_menu') }).click();
        await page.getByRole('menuitem', { name: en('in_member_center') }).click();
      } else await page.getByRole('banner').getByRole('button', { name: en('in_increase_deposit') }).click();
      const mc = memberCenter(page, en);
      await expect(mc.getByTestId('member-center')).toBeVisible();
      if (narrow) {
        await expect(mc.getByTestId('member-balance')).toContainText('₱');
        await page.screenshot({ path: `${shots}menu-${theme}-${width}.png` });
      }
      for (const key of pages) {
        if (narrow && (await mc.getByRole('button', { name: en('mc_back_to_menu') }).isVisible())) await mc.getByRole('button', { name: en('mc_back_to_menu') }).click();
        if (key === 'profile') await mc.getByTestId('member-nickname').click();
        else await mc.locator(`[data-page="${key}"]`).click();
        const body = mc.locator('[data-member-page]');
        await expect(body).toBeVisible();
        // settled: no skeleton, nothing loading
        await expect(mc.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${shots}${key}-${theme}-${width}.png` });
      }
    });
