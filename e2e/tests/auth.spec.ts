import type { Page } from '@playwright/test';
import { captchaAnswer, expect, freshMobile, freshUsername, latestCode, logIn, loginDialog, nextIp, registerMember, session, test, ty } from './auth-support';
import { withBounds } from './texts';

// the SMS tests send to their own numbers from their own IPs; still, one at a time keeps the sandbox outbox simple
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const bar = (page: Page) => page.getByTestId('logged-in-bar');
/** The SMS button while it counts down ('Resend in 119s'), its seconds matching `seconds` (a pattern). */
const resendIn = (seconds = '[0-9]+') => new RegExp(`^${ty('in_resend_in', { seconds: '§' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('§', `(${seconds})`)}$`);

test('register by username on /register: field rules, human verification, terms, then home with the success modal, then the responsible-gaming page (MGA)', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: ty('in_create_account'), level: 1 })).toBeVisible();
  // both kinds are on for the demo brand: tabs, the first preselected
  const tabs = page.getByRole('tablist', { name: ty('in_register_method') });
  await expect(tabs.getByRole('tab', { name: ty('in_register_by_username') })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: ty('in_register_by_mobile') })).toHaveAttribute('aria-selected', 'false');

  const form = page.getByRole('tabpanel');
  const username = form.getByRole('textbox', { name: ty('in_username') });
  await expect(username).toHaveAttribute('placeholder', `${ty('in_username')} *`);
  await expect(username).toHaveAttribute('autocomplete', 'username');
  // the brand's username rule (pattern 1, 6 to 16): one message, with its bounds, linked to the field
  await username.fill('1ab');
  await username.blur();
  const rule = withBounds(ty('reg_pattern_1'), 6, 16);
  await expect(form.getByText(rule)).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(rule);

  const name = freshUsername('reg');
  await username.fill(name);
  await form.getByLabel(ty('in_password'), { exact: true }).fill('Secret123');
  await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill('Secret124');
  await form.getByLabel(ty('in_confirm_password'), { exact: true }).blur();
  await expect(form.getByText(ty('incorrect_confirmation_input'))).toBeVisible();
  await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill('Secret123');
  await expect(form.getByLabel(ty('in_password'), { exact: true })).toHaveAttribute('autocomplete', 'new-password');

  // submitting without human verification and terms: both say so
  await form.getByRole('button', { name: ty('in_register'), exact: true }).click();
  await expect(form.getByText(ty('please_complete_verification_first'))).toBeVisible();
  await expect(form.getByText(ty('in_please_agree_terms'))).toBeVisible();
  const human = form.getByRole('checkbox', { name: new RegExp(ty('in_not_a_robot')) });
  await human.click();
  await expect(human).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 });
  await expect(form.getByText(ty('in_verified'))).toBeVisible();
  await expect(form.getByText(ty('please_complete_verification_first'))).toBeHidden();
  await form.getByLabel(ty('in_date_of_birth')).fill('1990-01-01');
  await form.getByRole('checkbox', { name: /18/ }).check();
  await form.getByRole('button', { name: ty('in_register'), exact: true }).click();

  const success = page.getByRole('dialog', { name: ty('in_registered_successfully') });
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // one dialog at a time: Lucky Nine's pack (MGA) shows the responsible-gaming page right after the success modal
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await success.getByRole('button', { name: ty('in_start_playing') }).click();
  await expect(success).toBeHidden();
  await expect(page.getByTestId('rg-page')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rg-page')).toBeHidden();
  await expect(bar(page).getByTestId('nickname')).toHaveText(name);
  expect(await session(page)).toMatchObject({ account: name, isAgent: '0', merchant: 'demo', merchantCode: 'LUCKY9' });
});

test.describe('a member registered by mobile number', () => {
  const mobile = freshMobile();
  let password = 'Mobile123';
  // one client for the member's own visits (its known IP); the new-IP test makes its own
  test.use({ sharedIp: nextIp(77) });

  test('registers in the register modal with the SMS code from the sandbox outbox and the affiliate code of the URL', async ({ page, request }) => {
    await page.goto('/?code=AGENT1');
    await page.getByRole('banner').getByRole('button', { name: ty('in_register') }).click();
    const dialog = page.getByRole('dialog', { name: ty('in_create_account') });
    await dialog.getByRole('tab', { name: ty('in_register_by_mobile') }).click();
    const form = dialog.getByRole('tabpanel');
    // no username on mobile registration: the number is the account
    await expect(form.getByRole('textbox', { name: ty('in_username') })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: ty('in_invitation_code') })).toHaveValue('AGENT1');
    await expect(form.getByRole('button', { name: new RegExp(ty('in_country_code')) })).toContainText('+63');

    // the SMS button wants a valid number first
    await form.getByRole('button', { name: ty('in_send_code') }).click();
    await expect(form.getByText(ty('input_cannot_be_empty'))).toBeVisible();
    await form.getByRole('textbox', { name: ty('in_mobile_number') }).fill('917');
    await page.waitForTimeout(1000);
    await form.getByRole('button', { name: ty('in_send_code') }).click();
    await expect(form.getByText(withBounds(ty('reg_pattern_6'), 9, 11))).toBeVisible();
    // that send is over (the number is read with the numbering plan, which may still be loading) before the next
    await expect(form.locator('button[aria-busy]')).toHaveCount(0);
    await form.getByRole('textbox', { name: ty('in_mobile_number') }).fill(mobile);
    await page.waitForTimeout(1000);
    const sentAt = Date.now() - 1000;
    await form.getByRole('button', { name: ty('in_send_code') }).click();
    // counting down from expiredMinutes x 60 s, disabled meanwhile
    const resend = form.getByRole('button', { name: resendIn('11[0-9]|120') });
    await expect(resend).toBeDisabled({ timeout: 20_000 });
    const code = await latestCode(request, `+63${mobile}`, sentAt);
    await form.getByRole('textbox', { name: ty('in_verification_code') }).fill(code);
    await expect(form.getByRole('textbox', { name: ty('in_verification_code') })).toHaveAttribute('autocomplete', 'one-time-code');
    await form.getByLabel(ty('in_password'), { exact: true }).fill(password);
    await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill(password);
    await form.getByRole('checkbox', { name: new RegExp(ty('in_not_a_robot')) }).click();
    await expect(form.getByText(ty('in_verified'))).toBeVisible({ timeout: 20_000 });
    await form.getByLabel(ty('in_date_of_birth')).fill('1990-01-01');
    await form.getByRole('checkbox', { name: /18/ }).check();
    await form.getByRole('button', { name: ty('in_register'), exact: true }).click();

    // the generated account first, then the success modal
    const generated = page.getByRole('dialog', { name: ty('in_account_created') });
    await expect(generated.getByTestId('generated-account')).toHaveText(mobile);
    await generated.getByRole('button', { name: ty('in_confirm') }).click();
    const success = page.getByRole('dialog', { name: ty('in_registered_successfully') });
    await expect(success).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    await expect(bar(page)).toBeVisible();
    expect(await session(page)).toMatchObject({ account: mobile, isAgent: '0' });
  });

  test('logs in by SMS code', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: ty('in_sms_login') }).click();
    await dialog.getByRole('textbox', { name: ty('in_mobile_number') }).fill(mobile);
    const sentAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: ty('in_send_code') }).click();
    await expect(dialog.getByRole('button', { name: resendIn() })).toBeDisabled({ timeout: 20_000 });
    await dialog.getByRole('textbox', { name: ty('in_verification_code') }).fill(await latestCode(request, `+63${mobile}`, sentAt));
    await dialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await session(page)).toMatchObject({ account: mobile });
  });

  test('recovers the password by phone: a code by SMS, a new password, and logged in at home with it', async ({ page, request }) => {
    // a member of its own: the seeded phoneuser belongs to other suites (a reset ends all its sessions)
    await page.goto('/promotions');
    await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
    await loginDialog(page).getByRole('button', { name: ty('in_forgot_password') }).click();
    const forgot = page.getByRole('dialog', { name: ty('in_forgot_password') });
    await expect(forgot.getByRole('tab', { name: ty('in_by_email') })).toHaveAttribute('aria-selected', 'true');
    await forgot.getByRole('tab', { name: ty('in_by_mobile') }).click();
    await forgot.getByRole('textbox', { name: ty('in_mobile_number') }).fill(mobile);
    const sentAt = Date.now() - 1000;
    await forgot.getByRole('button', { name: ty('in_send_code') }).click();
    // the countdown follows the server's expiry timestamp
    await expect(forgot.getByRole('button', { name: resendIn('1[01][0-9]|120') })).toBeDisabled({ timeout: 20_000 });
    await forgot.getByRole('textbox', { name: ty('in_verification_code') }).fill(await latestCode(request, `+63${mobile}`, sentAt));
    await forgot.getByLabel(ty('in_new_password'), { exact: true }).fill('Fresh1234');
    await forgot.getByLabel(ty('in_confirm_new_password'), { exact: true }).fill('Fresh1234');
    await forgot.getByRole('button', { name: ty('in_reset_and_login') }).click();
    await expect(forgot).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page)).toBeVisible();
    expect(await session(page)).toMatchObject({ account: mobile });
    password = 'Fresh1234';
  });

  test('from a new IP, proves it by SMS before the login completes', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': nextIp(99) } });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: ty('in_username') }).fill(mobile);
    await dialog.getByLabel(ty('in_password'), { exact: true }).fill(password);
    await dialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
    await expect(dialog.getByRole('heading', { name: ty('in_verify_new_device') })).toBeVisible();
    await expect(dialog).toContainText(ty('in_verify_by_sms', { target: `+63 ${mobile.slice(0, 3)}****${mobile.slice(-3)}` }));
    const sentAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: ty('in_send_code') }).click();
    await dialog.getByRole('textbox', { name: ty('in_verification_code') }).fill(await latestCode(request, `+63${mobile}`, sentAt));
    await dialog.getByRole('button', { name: ty('in_verify_and_login') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('logged-in-bar')).toBeVisible();
    await context.close();
  });
});

test('login as player1: member info, avatar and VIP label in the bar; remember me keeps the username, never the password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('tab', { name: ty('in_username_login') })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('textbox', { name: ty('in_username') }).fill('  player1 ');
  const password = dialog.getByLabel(ty('in_password'), { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await password.fill('Player123!');
  await dialog.getByRole('checkbox', { name: ty('in_remember_me') }).check();
  await dialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
  await expect(dialog).toBeHidden();

  const header = bar(page);
  await expect(header.getByTestId('nickname')).toHaveText('Player One');
  await expect(header.getByTestId('vip-label')).toHaveText('VIP5');
  await expect(header.locator('img').first()).toHaveAttribute('src', /^data:image\//);
  await expect(header.getByRole('button', { name: ty('in_increase_deposit') })).toBeVisible();
  await expect(header.getByRole('button', { name: ty('in_increase_withdrawal') })).toBeVisible();
  // the balance: 'updating', then the wallet's figure or a dash where the server has no wallet yet
  await expect(header.getByTestId('balance')).toContainText(/[—₱]/);
  await header.getByRole('button', { name: ty('in_hide_balance') }).click();
  await expect(header.getByTestId('balance')).toContainText('***');
  expect(await session(page)).toMatchObject({ account: 'player1', isAgent: '0', memberLabel: 'VIP5' });

  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'rememberUsername')?.value).toBe('player1');
  const everything = JSON.stringify([cookies, await page.evaluate(() => [{ ...localStorage }, { ...sessionStorage }])]);
  expect(everything).not.toContain('Player123');
  // the next login starts from the remembered name
  await header.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_logout') }).click();
  await page.getByRole('dialog', { name: ty('in_sign_out') }).getByRole('button', { name: ty('in_confirm') }).click();
  await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
  await expect(loginDialog(page).getByRole('textbox', { name: ty('in_username') })).toHaveValue('player1');
  await expect(loginDialog(page).getByRole('checkbox', { name: ty('in_remember_me') })).toBeChecked();
});

test('a failed login brings the captcha, refreshed at most once a second; the right answer logs in', async ({ page, request }) => {
  // a member of its own: failed logins switch the captcha on for the account (an hour), other suites log in as the seeded ones
  const name = freshUsername('cap');
  await registerMember(page, name, 'Secret123');
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: ty('in_username') }).fill(name);
  await dialog.getByLabel(ty('in_password'), { exact: true }).fill('not-the-password1');
  await expect(dialog.getByRole('textbox', { name: ty('in_captcha') })).toHaveCount(0);
  const captchaIds: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/captcha') captchaIds.push(url.searchParams.get('captchaId')!);
  });
  await dialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ty('err_invalid_credentials'));
  await expect(dialog.getByTestId('captcha-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(captchaIds).toHaveLength(1);

  // three clicks at once: one new image
  const refresh = dialog.getByRole('button', { name: ty('in_refresh_captcha') });
  await refresh.evaluate((button: HTMLButtonElement) => [1, 2, 3].forEach(() => button.click()));
  await expect.poll(() => captchaIds.length).toBe(2);
  await page.waitForTimeout(300);
  expect(captchaIds).toHaveLength(2);
  // a second later: another
  await page.waitForTimeout(1000);
  await refresh.click();
  await expect.poll(() => captchaIds.length).toBe(3);
  await expect(dialog.getByTestId('captcha-image')).toBeVisible();

  await dialog.getByLabel(ty('in_password'), { exact: true }).fill('Secret123');
  await dialog.getByRole('textbox', { name: ty('in_captcha') }).fill(await captchaAnswer(request, captchaIds.at(-1)!));
  await dialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar(page).getByTestId('nickname')).toHaveText(name);
});

test('an agent (type 1) gets the agent centre in the avatar menu', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'agent1', 'Agent123!');
  await bar(page).getByRole('button', { name: ty('in_account_menu') }).click();
  await expect(page.getByRole('menuitem', { name: ty('in_agent_center') })).toBeVisible();
  expect(await session(page)).toMatchObject({ account: 'agent1', isAgent: '1' });
});

test('a password of 123456 must be changed; then the login modal opens and the new password logs in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
  const login = loginDialog(page);
  await login.getByRole('textbox', { name: ty('in_username') }).fill('weakpass');
  await login.getByLabel(ty('in_password'), { exact: true }).fill('123456');
  await login.getByRole('button', { name: ty('in_login'), exact: true }).click();

  const change = page.getByRole('dialog', { name: ty('in_change_password') });
  await expect(change).toContainText(ty('in_weak_password_notice'));
  // the old password is known from the login: not asked again
  await expect(change.getByLabel(ty('in_old_password'), { exact: true })).toHaveCount(0);
  // not logged in until it is changed
  await expect(page.getByRole('banner').getByRole('button', { name: ty('in_login') })).toBeVisible();
  const fresh = change.getByLabel(ty('in_new_password'), { exact: true });
  await expect(fresh).toHaveAttribute('autocomplete', 'new-password');
  await fresh.fill('abcdef');
  await fresh.blur();
  await expect(change.getByText(withBounds(ty('reg_pattern_5'), 6, 20))).toBeVisible();
  await fresh.fill('Better123');
  await change.getByLabel(ty('in_confirm_new_password'), { exact: true }).fill('Better123');
  await change.getByRole('button', { name: ty('in_change_password') }).click();

  await expect(change).toBeHidden();
  await expect(login).toContainText(ty('in_password_changed_login'));
  await expect(login.getByRole('textbox', { name: ty('in_username') })).toHaveValue('weakpass');
  await login.getByLabel(ty('in_password'), { exact: true }).fill('Better123');
  await login.getByRole('button', { name: ty('in_login'), exact: true }).click();
  await expect(login).toBeHidden();
  await expect(bar(page).getByTestId('nickname')).toHaveText('Weak Password');
});

test('forgot password by email: a temporary password that logs in once and asks for a new one', async ({ page, request }) => {
  // a member with an email address of its own
  const name = freshUsername('mail');
  const email = `${name}@example.com`;
  await registerMember(page, name, 'Secret123', { email });

  await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
  await loginDialog(page).getByRole('button', { name: ty('in_forgot_password') }).click();
  const forgot = page.getByRole('dialog', { name: ty('in_forgot_password') });
  await forgot.getByRole('textbox', { name: ty('in_username') }).fill(name);
  await forgot.getByRole('textbox', { name: ty('in_email') }).fill(email);
  const sentAt = Date.now() - 1000;
  await forgot.getByRole('button', { name: ty('in_send_reset_email') }).click();
  await expect(forgot.getByRole('status')).toHaveText(ty('in_reset_email_sent'));
  const temporary = await latestCode(request, email, sentAt);
  await forgot.getByRole('button', { name: ty('in_back_to_login') }).click();

  const login = loginDialog(page);
  await login.getByRole('textbox', { name: ty('in_username') }).fill(name);
  await login.getByLabel(ty('in_password'), { exact: true }).fill(temporary);
  await login.getByRole('button', { name: ty('in_login'), exact: true }).click();
  const change = page.getByRole('dialog', { name: ty('in_change_password') });
  await change.getByLabel(ty('in_new_password'), { exact: true }).fill('Renewed123');
  await change.getByLabel(ty('in_confirm_new_password'), { exact: true }).fill('Renewed123');
  await change.getByRole('button', { name: ty('in_change_password') }).click();
  await login.getByLabel(ty('in_password'), { exact: true }).fill('Renewed123');
  await login.getByRole('button', { name: ty('in_login'), exact: true }).click();
  await expect(bar(page).getByTestId('nickname')).toHaveText(name);
});

test('free demo: a trial account without deposit or withdraw, told to register on member pages', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: ty('in_free_demo') }).click();
  await expect(page).toHaveURL(/\/$/);
  const header = bar(page);
  await expect(header).toBeVisible();
  await expect(header.getByTestId('nickname')).toHaveText(/^Demo /);
  expect(await session(page)).toMatchObject({ isAgent: '4' });
  await expect(header.getByRole('button', { name: ty('in_increase_deposit') })).toHaveCount(0);
  await expect(header.getByRole('button', { name: ty('in_increase_withdrawal') })).toHaveCount(0);
  await header.getByRole('button', { name: ty('in_account_menu') }).click();
  await expect(page.getByRole('menuitem', { name: ty('in_increase_deposit') })).toHaveCount(0);
  await page.getByRole('menuitem', { name: ty('in_member_center') }).click();
  const warning = page.getByRole('dialog', { name: ty('in_warning') });
  await expect(warning).toContainText(ty('in_need_true_account'));
  await warning.getByRole('button', { name: ty('in_confirm') }).click();
  await expect(warning).toBeHidden();
});

test('logout asks first, then ends the session, keeps the merchant keys and goes home', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player1', 'Player123!');
  await page.goto('/promotions');
  const header = bar(page);
  await header.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_logout') }).click();
  const confirm = page.getByRole('dialog', { name: ty('in_sign_out') });
  await expect(confirm).toContainText(ty('in_sure_to_sign_out'));
  await confirm.getByRole('button', { name: ty('in_cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(header).toBeVisible();
  const token = (await session(page)).token!;

  await header.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_logout') }).click();
  await confirm.getByRole('button', { name: ty('in_confirm') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: ty('in_login') })).toBeVisible();
  const left = await session(page);
  expect(left.token).toBeUndefined();
  expect(left).toMatchObject({ merchant: 'demo', merchantCode: 'LUCKY9' });
  // the server revoked the token
  const info = await page.request.get('/wps/member/info', { headers: { token } });
  expect((await info.json()).code).toBe('NOT_LOGGED_IN');
});

test('an ended session opens the login modal; the landing-URL token logs in, a bad one is dropped', async ({ page, browser, baseURL, ip }) => {
  await page.goto('/');
  await logIn(page, 'player1', 'Player123!');
  const token = (await session(page)).token!;

  // the landing URL's token logs a new tab in (and leaves the address bar)
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const other = await context.newPage();
  await other.goto(`/?token=${token}`);
  await expect(other.getByTestId('nickname')).toHaveText('Player One');
  expect(other.url()).not.toContain('token');
  expect(await session(other)).toMatchObject({ token, account: 'player1', isAgent: '0' });
  // a bad one is dropped without a fuss
  const third = await context.newPage();
  await third.goto('/?token=not-a-real-token');
  await expect(third.getByRole('banner').getByRole('button', { name: ty('in_login') })).toBeVisible();
  await expect(third.getByRole('dialog')).toHaveCount(0);
  expect((await session(third)).token).toBeUndefined();
  await context.close();

  // the session ends on the server: the tab's push channel is closed for it and the login modal opens at once, with
  // no click (a tab without the channel finds out at its next logged-in call: the same answer)
  await page.request.delete('/wps/session/logout', { headers: { token } });
  const login = loginDialog(page);
  await expect(login).toBeVisible();
  await expect(login).toContainText(ty('err_not_logged_in'));
  await expect(page.getByRole('banner').getByRole('button', { name: ty('in_login') })).toBeVisible();
});
