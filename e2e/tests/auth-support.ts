import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { operatorRequest } from '../support';
import { translator } from './texts';

/** The accounts feature's texts (TY, the demo brand's language), so the auth tests find elements by the words a visitor reads. */
export const ty = translator('ty', ['auth']);

let counter = 0;
/**
 * Each test acts from its own client IP (the e2e server trusts X-Forwarded-For): failed logins switch the captcha on
 * for the whole client, and a login from a new IP asks a second factor, so tests must not share one.
 */
export const nextIp = (worker: number) => {
  counter += 1;
  return `198.18.${(worker * 40 + Math.floor(counter / 250)) % 256}.${(counter % 250) + 2}`;
};

export const test = base.extend<{ sharedIp: string | undefined; ip: string }>({
  /** set with test.use({ sharedIp }) for tests that must come from one client (a member's known IP) */
  sharedIp: [undefined, { option: true }],
  ip: async ({ sharedIp }, use, info) => use(sharedIp ?? nextIp(info.workerIndex)),
  extraHTTPHeaders: async ({ ip }, use) => use({ 'X-Forwarded-For': ip }),
  page: async ({ page }, use) => {
    // the once-per-session popup announcements are the shell's; these tests are about accounts
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await use(page);
  },
});
export { expect };

/** The latest code the sandbox sent to a number or address (GET /dev/outbox, an operator's page), newer than `after` (ms). */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const call = operatorRequest(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const res = await request.get(call.url, { headers: call.headers });
        const list = (await res.json()).value.list as Array<{ code: string | null; createdAt: number }>;
        code = list.find((m) => m.createdAt >= after && m.code)?.code ?? null;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .not.toBeNull();
  return code!;
}

/** The answer of the captcha an image was fetched for (GET /dev/captcha). */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const res = await request.get(`/dev/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).value.answer as string;
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: ty('in_login') });

/** Opens the login modal from the header and logs in by username and password. */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: ty('in_login') }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: ty('in_username') }).fill(username);
  await dialog.getByLabel(ty('in_password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
}

/** Registers a new member by username on /register (it lands home, logged in), then logs out. */
export async function registerMember(page: Page, username: string, password: string, extra: { email?: string } = {}) {
  await page.goto('/register');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: ty('in_username') }).fill(username);
  await form.getByLabel(ty('in_password'), { exact: true }).fill(password);
  await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill(password);
  if (extra.email) await form.getByRole('textbox', { name: ty('in_email') }).fill(extra.email);
  await form.getByRole('checkbox', { name: new RegExp(ty('in_not_a_robot')) }).click();
  await expect(form.getByText(ty('in_verified'))).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(ty('in_date_of_birth')).fill('1990-01-01');
  await form.getByRole('checkbox', { name: /18/ }).check();
  await form.getByRole('button', { name: ty('in_register'), exact: true }).click();
  await page.getByRole('dialog', { name: ty('in_registered_successfully') }).getByRole('button', { name: ty('in_start_playing') }).click();
  // Lucky Nine's pack (MGA) shows the responsible-gaming page next: closed like any dialog
  await expect(page.getByTestId('rg-page')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rg-page')).toBeHidden();
  await page.getByTestId('logged-in-bar').getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_logout') }).click();
  await page.getByRole('dialog', { name: ty('in_sign_out') }).getByRole('button', { name: ty('in_confirm') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: ty('in_login') })).toBeVisible();
}

/** A fresh mobile number of the demo brand's rule (10 digits starting with 9). */
export const freshMobile = () => `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** A fresh username of the demo brand's rule (letter first, 6 to 16 letters and digits). */
export const freshUsername = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(0, 16);

export const session = (page: Page) => page.evaluate(() => ({ ...sessionStorage }) as Record<string, string>);
