import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { baseURL } from '../playwright.config';
import { latestCode } from './auth-support';
import { en, expect, memberCenter, test } from './wallet-support';

/**
 * The member's own profile, as player1 of the Royal Tiger brand (tiger.localhost, EN only): a new nickname and a
 * built-in avatar show at once in the header, and an email address is bound with the code read from the sandbox
 * outbox. The Lucky Nine player1 that the auth and wallet suites read stays as seeded.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tiger = (() => {
  const url = new URL(baseURL);
  url.hostname = 'tiger.localhost';
  return url.origin;
})();

const shots = new URL('../../test-results/profile-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png` });

const header = (page: Page) => page.getByTestId('logged-in-bar');
const headerAvatar = (page: Page) => header(page).getByRole('button', { name: en('in_account_menu') }).locator('img');
const menuEntry = (page: Page, key: string) => memberCenter(page, en).getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: en(key) });

async function logInOnTiger(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(`${tiger}/`);
  await page.getByRole('banner').getByRole('button', { name: en('in_login') }).click();
  const dialog = page.getByRole('dialog', { name: en('in_login') });
  await dialog.getByRole('textbox', { name: en('in_username') }).fill('player1');
  await dialog.getByLabel(en('in_password'), { exact: true }).fill('Player123!');
  await dialog.getByRole('button', { name: en('in_login'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page)).toBeVisible();
}

test('a new nickname and avatar show in the header at once; an email is bound with the code from the outbox', async ({ page, request }) => {
  await logInOnTiger(page);
  await expect(header(page).getByTestId('nickname')).toHaveText('Player One');
  const avatarBefore = await headerAvatar(page).getAttribute('src');

  // the member centre, then the profile from the account page's picture
  await header(page).getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const mc = memberCenter(page, en);
  await expect(menuEntry(page, 'in_my_account')).toHaveAttribute('aria-current', 'page');
  await mc.getByRole('button', { name: en('mc_view_profile') }).click();

  // nickname: checked before sending, then saved
  const nicknamePanel = mc.getByTestId('nickname-panel');
  await nicknamePanel.getByRole('button', { name: en('mc_change_nickname') }).click();
  const form = nicknamePanel.getByRole('form', { name: en('mc_change_nickname') });
  const nickname = form.getByLabel(en('mc_nickname'));
  await nickname.fill('<b>Tiger</b>');
  await form.getByRole('button', { name: en('mc_save') }).click();
  await expect(form.getByRole('alert')).toHaveText(en('mc_nickname_chars'));
  await nickname.fill('  Lucky   Tiger ');
  await form.getByRole('button', { name: en('mc_save') }).click();
  await expect(form.getByText(en('mc_nickname_saved'))).toBeVisible();
  await expect(header(page).getByTestId('nickname')).toHaveText('Lucky Tiger');
  await expect(mc.getByTestId('member-nickname')).toHaveText('Lucky Tiger');

  // avatar: a built-in picture
  const picker = mc.getByRole('radiogroup', { name: en('mc_choose_avatar') });
  await expect(picker.getByRole('radio')).toHaveCount(13);
  const choice = picker.getByRole('radio', { name: en('mc_avatar_n', { n: 4 }) });
  const chosenSrc = await choice.locator('img').getAttribute('src');
  await choice.click();
  await expect(mc.getByText(en('mc_avatar_saved'))).toBeVisible();
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  await expect(headerAvatar(page)).toHaveAttribute('src', chosenSrc!);
  expect(chosenSrc).not.toBe(avatarBefore);
  await shot(page, 'profile-dark-1280');

  // bind an email on the account page
  await menuEntry(page, 'in_my_account').click();
  const emailRow = mc.getByTestId('email-row');
  await expect(emailRow).toContainText(en('mc_not_bound'));
  await emailRow.getByRole('button', { name: en('mc_bind') }).click();
  const bind = emailRow.getByRole('form', { name: en('mc_bind_email') });
  // another member's address (Phone User of this brand): refused in the player's language
  await bind.getByLabel(en('mc_new_email')).fill('phoneuser@example.com');
  await bind.getByRole('button', { name: en('mc_send_code') }).click();
  await expect(bind.getByRole('alert')).toHaveText(en('err_email_taken'));

  const email = `tiger-${Date.now().toString(36)}@example.com`;
  await bind.getByLabel(en('mc_new_email')).fill(email);
  const sentAfter = Date.now() - 5_000;
  await page.waitForTimeout(1_000); // one send a second
  await bind.getByRole('button', { name: en('mc_send_code') }).click();
  await expect(bind.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  const code = await latestCode(request, email, sentAfter);
  // a wrong code first
  await bind.getByLabel(en('mc_verification_code')).fill(code === '000000' ? '111111' : '000000');
  await bind.getByRole('button', { name: en('mc_bind_email') }).click();
  await expect(bind.getByRole('alert')).toHaveText(en('err_invalid_verification_code'));
  await bind.getByLabel(en('mc_verification_code')).fill(code);
  await bind.getByRole('button', { name: en('mc_bind_email') }).click();
  await expect(bind.getByText(en('mc_email_bound'))).toBeVisible();
  // bound with the code sent to it: verified (issue 31)
  await expect(emailRow).toContainText(en('mc_verified'));
  await expect(emailRow).toContainText(`${email[0]}***`);
  await shot(page, 'email-bound-dark-1280');
});
