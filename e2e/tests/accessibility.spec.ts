import type { Page } from '@playwright/test';
import { tigerURL } from '../support';
import { auditedRoutes, describeFindings, seriousViolations, setTheme, settle, type AxeFinding } from './axe-support';
import { translator } from './texts';
import { apiLogin, expect, openAsMember, test } from './wallet-support';

/**
 * axe-core over every screen of the spec's route table, in both themes and at both viewports, as a visitor (with the
 * arrival notice, the login and the register dialogs) and as an agent member (with the member centre and the agent
 * centre and their pages): no serious or critical violation anywhere. One page per viewport and audience goes from
 * screen to screen; each screen is checked in the dark theme, then switched to light in place and checked again
 * with the colour rules (the only ones a theme can change), so the matrix stays within a few minutes.
 */
const ty = translator('ty', ['auth', 'member-center', 'agent-center']);

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Routes whose screen changes for a member (the logged-in bar, balances, member-only panels). */
const memberRoutes = ['/', '/lottery', '/vnlottery', '/pointMall', '/promotions', '/game'];
/** An open modal dialog is checked on its own: the page behind it (aria-modal) was checked without it. */
const dialog = '[role="dialog"][aria-modal="true"]';

/** Checks what the page shows in both themes (all rules in dark, the colour rules again in light). */
async function check(page: Page, findings: AxeFinding[], where: string, within?: string) {
  await settle(page);
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    const started = Date.now();
    const found = await seriousViolations(page, `${where} [${theme}]`, { within, coloursOnly: theme === 'light' });
    if (process.env.AXE_VERBOSE) console.log(`${where} [${theme}]: axe ${Date.now() - started} ms${found.length ? `\n${describeFindings(found)}` : ''}`);
    findings.push(...found);
  }
  await setTheme(page, 'dark');
}

/** Opens the member or agent centre from the account menu, then checks the pages of its menu (`pages`: how many). */
async function checkCentre(page: Page, findings: AxeFinding[], where: string, options: { item: string; testId: string; back: string; phone: boolean }) {
  await page.getByTestId('logged-in-bar').getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty(options.item) }).click();
  const centre = page.getByTestId(options.testId);
  await expect(centre).toBeVisible();
  await check(page, findings, `${where} ${options.testId}`, dialog);
  const pageKeys = await centre.locator('nav button[data-page]').evaluateAll((list) => list.map((b) => (b as HTMLElement).dataset.page!));
  // phones: the pages' layout is one column, so the first four (money in, money out, the account) stand for the rest
  for (const key of options.phone ? pageKeys.slice(0, 4) : pageKeys) {
    await centre.locator(`nav button[data-page="${key}"]`).click();
    await check(page, findings, `${where} ${options.testId} ${key}`, dialog);
    if (options.phone) await centre.getByRole('button', { name: options.back }).click();
  }
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

test.describe.configure({ mode: 'parallel' });

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(device, () => {
    test.use({ viewport });
    const phone = device === 'phone';

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    });

    test('a visitor: every route, the arrival notice, the login and register dialogs', async ({ page }) => {
      test.setTimeout(300_000);
      const findings: AxeFinding[] = [];

      await page.goto('/');
      const notice = page.getByRole('dialog', { name: ty('in_notice') });
      await expect(notice).toBeVisible();
      await check(page, findings, `${device} / arrival notice`, dialog);
      await page.keyboard.press('Escape');
      await expect(notice).toBeHidden();

      for (const path of auditedRoutes) {
        await page.goto(path);
        await check(page, findings, `${device} ${path}`);
      }

      await page.goto('/');
      for (const [button, name] of [
        ['in_login', 'in_login'],
        ['in_register', 'in_create_account'],
      ] as const) {
        await page.getByRole('banner').getByRole('button', { name: ty(button), exact: true }).click();
        await expect(page.getByRole('dialog', { name: ty(name) })).toBeVisible();
        await check(page, findings, `${device} / ${name} dialog`, dialog);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      // the second brand, with its own colours (they differ from the first brand's, not by viewport)
      if (!phone) {
        // its arrival notice is the same dialog as the first brand's (checked above): marked seen, it stays away
        await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
        for (const path of ['/', '/rng', '/lottery']) {
          await page.goto(tigerURL(path));
          await check(page, findings, `${device} tiger ${path}`);
        }
      }

      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('a member: the member routes, the member centre and its pages', async ({ page, request }) => {
      test.setTimeout(360_000);
      const findings: AxeFinding[] = [];
      await openAsMember(page, await apiLogin(request, 'agent1', 'Agent123!'), { theme: 'dark' });
      for (const path of memberRoutes) {
        await page.goto(path);
        await check(page, findings, `${device} member ${path}`);
      }
      await page.goto('/');
      await checkCentre(page, findings, device, { item: 'in_member_center', testId: 'member-center', back: ty('mc_back_to_menu'), phone });
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('an agent: the agent centre and its pages', async ({ page, request }) => {
      test.setTimeout(360_000);
      const findings: AxeFinding[] = [];
      await openAsMember(page, await apiLogin(request, 'agent1', 'Agent123!'), { theme: 'dark' });
      await checkCentre(page, findings, device, { item: 'in_agent_center', testId: 'agent-center', back: ty('ag_back_to_menu'), phone });
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
