import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { t } from '../../apps/backoffice/src/lib/texts';
import { opsURL } from '../support';

/** Every demo operator's authenticator secret (demo data: README, apps/server/src/seed/operators.ts). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const passwords: Record<string, string> = { owner1: 'Owner123!', finance1: 'Finance123!', support1: 'Support123!', marketing1: 'Market123!', risk1: 'Risk123!' };

/** The code an authenticator with this secret shows now (every demo operator has DEMO_TOTP_SECRET). */
export const totpNow = (secret = DEMO_TOTP_SECRET) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
/** Until the authenticator shows its next code (a code is good once per operator and step). */
const untilNextStep = () => 30_000 - (Date.now() % 30_000) + 250;

let ipCounter = 0;
/**
 * A browser on the operator host, from an address of its own (the server counts sign-in failures per address).
 * `addressBlock` keeps the spec files' addresses apart.
 */
export async function opsPage(browser: Browser, addressBlock: number, scheme: 'light' | 'dark' = 'light') {
  ipCounter += 1;
  const context = await browser.newContext({
    baseURL: opsURL(),
    colorScheme: scheme,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.${addressBlock + (process.pid % 50)}.${(ipCounter % 250) + 2}` },
  });
  return { context, page: await context.newPage() };
}

/**
 * Signs a demo operator in with the authenticator's code, starting from `start` (any other page sends a signed-out
 * operator to the sign-in). Another test may have spent this step's code of the same operator (TOTP_INVALID): then
 * a later step's code, up to four steps.
 */
export async function signIn(page: Page, username: string, start = '/login') {
  await page.goto(start);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(t('username')).fill(username);
  await page.getByLabel(t('password'), { exact: true }).fill(passwords[username]!);
  const signedIn = page.getByText(t('signed_in_as', { username, role: username.replace(/1$/, '') }));
  const spent = page.getByText(t('err.TOTP_INVALID'));
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel(t('totp_code')).fill(totpNow());
    await page.getByRole('button', { name: t('sign_in') }).click();
    await expect(signedIn.or(spent)).toBeVisible();
    // two specs may sign the same operator in within one step, and again in the next; both waiting for the next step
    // would meet again at its first moment, so each waits a random part of the step more (a code holds for all of it)
    if ((await signedIn.isVisible()) || attempt === 4) break;
    await page.waitForTimeout(untilNextStep() + Math.floor(Math.random() * 10_000));
  }
  await expect(signedIn).toBeVisible();
}

export const nav = (page: Page) => page.getByRole('navigation', { name: t('main_nav') });

/**
 * Opens a section from the menu and waits until the app is on it (its link marked current). The brand switcher sets
 * the brand on the page the app is on: switched while the section's code still loads, it stays on the page before
 * (seen under CI's load: the catalogue spec switched to Royal Tiger on the dashboard).
 */
export async function openSection(page: Page, label: string) {
  const link = nav(page).getByRole('link', { name: label });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}
