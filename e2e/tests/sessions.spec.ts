import { expect, test } from '@playwright/test';
import { apiLogin, keepSessionOnLoad, registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { translator } from './texts';

/**
 * Devices and sessions (issue 31) in Chromium against the real server: a new Royal Tiger player is logged in on two
 * devices (two browser contexts); from the first, the member centre lists both with this device marked, and "Log
 * out" on the other ends it: the other tab is logged out at once (its push channel is closed for the ended session,
 * the login dialog opens) without a reload or a click there. "Remember me" at login keeps the browser logged in after
 * it is closed (a new context with the same storage: cookies, no session storage); without it, the next one is not.
 */
const en = translator('en', ['member-center', 'auth']);

test('a player ends the session of another device from the list, and that tab is logged out at once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const port = process.env.E2E_PORT ?? '4180';
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });
  const other = await apiLogin(request, member.username, member.password, `tiger.localhost:${port}`);

  const elsewhere = await browser.newContext();
  const otherTab = await elsewhere.newPage();
  await keepSessionOnLoad(otherTab, other);
  await otherTab.goto(tigerURL('/'));
  await expect(otherTab.getByRole('button', { name: en('in_account_menu') })).toBeVisible();

  const here = await browser.newContext();
  const page = await here.newPage();
  await keepSessionOnLoad(page, member);
  await page.goto(tigerURL('/'));
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const mc = page.getByRole('dialog', { name: en('mc_member_center') });
  await mc.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('in_my_account')}`) }).click();
  await mc.getByTestId('sessions-row').getByRole('button', { name: en('mc_sessions_open') }).click();
  const list = mc.getByRole('list', { name: en('mc_sessions_title') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText(en('mc_sessions_this_device'))).toHaveCount(1);
  await settle(page);
  // the member centre's dialog (the lobby behind it is the accessibility spec's)
  const findings = await seriousViolations(page, 'devices and sessions', { within: '[role="dialog"][aria-modal="true"]' });
  expect(findings, describeFindings(findings)).toEqual([]);

  await list.getByRole('button', { name: new RegExp(`^${en('mc_sessions_end')} `) }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(mc.getByText(en('mc_sessions_only_this'))).toBeVisible();
  // the other tab: logged out by the push channel, no click or reload there (a second and a little for a busy runner)
  await expect(otherTab.getByText(en('err_not_logged_in'))).toBeVisible({ timeout: 2_000 });
  await elsewhere.close();
  await here.close();
});

test('"Remember me" keeps the browser logged in after it is closed; without it the next visit is logged out', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const port = process.env.E2E_PORT ?? '4180';
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });
  for (const remember of [true, false]) {
    const first = await browser.newContext();
    const page = await first.newPage();
    await keepSessionOnLoad(page);
    await page.goto(tigerURL('/'));
    await page.getByRole('banner').getByRole('button', { name: en('in_login') }).click();
    const dialog = page.getByRole('dialog', { name: en('in_login') });
    await dialog.getByRole('textbox', { name: en('in_username') }).fill(member.username);
    await dialog.getByLabel(en('in_password'), { exact: true }).fill(member.password);
    await dialog.getByRole('checkbox', { name: en('in_remember_me') }).setChecked(remember);
    await dialog.getByRole('button', { name: en('in_login'), exact: true }).click();
    await expect(page.getByRole('button', { name: en('in_account_menu') })).toBeVisible();
    // the browser closes: what it keeps is its cookies and local storage, not the tab's session storage
    const kept = await first.storageState();
    await first.close();

    const next = await browser.newContext({ storageState: kept });
    const reopened = await next.newPage();
    await keepSessionOnLoad(reopened);
    await reopened.goto(tigerURL('/'));
    if (remember) await expect(reopened.getByRole('button', { name: en('in_account_menu') })).toBeVisible();
    else {
      await expect(reopened.getByRole('banner').getByRole('button', { name: en('in_login') })).toBeVisible();
      await expect(reopened.getByRole('button', { name: en('in_account_menu') })).toHaveCount(0);
    }
    await next.close();
  }
});
