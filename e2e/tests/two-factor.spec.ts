import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { translator } from './texts';

/**
 * Authenticator two-factor (issue 31) in Chromium against the real server: a new Royal Tiger player sets up the
 * authenticator in the member centre (the page's setup key is what a person would type into the app; the codes are
 * computed here with otpauth, as the app would), saves the recovery codes and logs out; a login from another address
 * then asks for the app's code first and passes with it.
 */
const en = translator('en', ['member-center', 'auth']);
const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

test('a player enables the authenticator, logs in from a new address and passes with a code', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const port = process.env.E2E_PORT ?? '4180';
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });

  // at home (the address the player registered from): log in and set it up
  const home = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': member.ip } });
  const page = await home.newPage();
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(tigerURL('/'));
  await page.getByRole('banner').getByRole('button', { name: en('in_login') }).click();
  const login = page.getByRole('dialog', { name: en('in_login') });
  await login.getByRole('textbox', { name: en('in_username') }).fill(member.username);
  await login.getByLabel(en('in_password'), { exact: true }).fill(member.password);
  await login.getByRole('button', { name: en('in_login'), exact: true }).click();
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const mc = page.getByRole('dialog', { name: en('mc_member_center') });
  await mc.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('in_my_account')}`) }).click();
  const row = mc.getByTestId('two-factor-row');
  await expect(row).toContainText(en('mc_tf_off'));
  await row.getByRole('button', { name: en('mc_tf_set_up') }).click();
  await mc.getByLabel(en('mc_login_password'), { exact: true }).fill(member.password);
  await mc.getByRole('button', { name: en('mc_tf_continue') }).click();
  await expect(mc.getByRole('heading', { name: en('mc_tf_step_scan') })).toBeFocused();
  await expect(mc.getByRole('img', { name: en('mc_tf_qr_label', { account: member.username, issuer: 'Royal Tiger' }) })).toBeVisible();
  const secret = (await mc.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await settle(page);
  const findings = await seriousViolations(page, 'authenticator set-up', { within: '[role="dialog"][aria-modal="true"]' });
  expect(findings, describeFindings(findings)).toEqual([]);

  const code = mc.getByRole('textbox', { name: en('mc_tf_code_label') });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(codeAt(secret, Date.now()));
  await mc.getByRole('button', { name: en('mc_tf_verify') }).click();
  await expect(mc.getByRole('heading', { name: en('mc_tf_step_codes') })).toBeVisible();
  await expect(mc.getByRole('list', { name: en('mc_tf_codes_list') }).getByRole('listitem')).toHaveCount(10);
  await mc.getByRole('button', { name: en('mc_tf_saved') }).click();
  await expect(mc.getByTestId('two-factor-on')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mc).toBeHidden();

  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_logout') }).click();
  await page.getByRole('dialog', { name: en('in_sign_out') }).getByRole('button', { name: en('in_confirm') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: en('in_login') })).toBeVisible();
  await home.close();

  // elsewhere: the login asks for the app's code first
  const away = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });
  const tab = await away.newPage();
  await tab.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await tab.goto(tigerURL('/'));
  await tab.getByRole('banner').getByRole('button', { name: en('in_login') }).click();
  const dialog = tab.getByRole('dialog', { name: en('in_login') });
  await dialog.getByRole('textbox', { name: en('in_username') }).fill(member.username);
  await dialog.getByLabel(en('in_password'), { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: en('in_login'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: en('in_verify_new_device') })).toBeVisible();
  await expect(dialog).toContainText(en('in_verify_by_totp'));
  const appCode = dialog.getByRole('textbox', { name: en('in_authenticator_code') });
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  // the set-up spent this 30-second step's code (each is good once): the app's next one, within the allowed drift
  await appCode.fill(codeAt(secret, Date.now() + 30_000));
  await dialog.getByRole('button', { name: en('in_verify_and_login') }).click();
  await expect(dialog).toBeHidden();
  await expect(tab.getByRole('button', { name: en('in_account_menu') })).toBeVisible();
  await away.close();
});
