import { expect, test, type Page } from '@playwright/test';
import { auditedRoutes, describeFindings, seriousViolations, setTheme, settle, type AxeFinding } from './axe-support';
import { layoutShift } from './layout-shift';
import { englishOnlyFragments, translator } from './texts';

/*
 * The third demo brand, Sao Vàng (vn.localhost): Vietnamese only, in đồng (no minor unit: 100.000 ₫), on Ho Chi Minh
 * City's clock. A new player registers, deposits 100.000 ₫ through the sandbox provider and bets on a Vietnamese
 * regional lottery, and every amount reads in đồng; every screen of the route table speaks Vietnamese only, passes
 * axe and holds still.
 */

const port = process.env.E2E_PORT ?? '4180';
const vn = (path: string) => `http://vn.localhost:${port}${path}`;
const vi = translator('vi', ['auth', 'member-center', 'wallet', 'lottery']);

/** An amount as Sao Vàng's players read it: whole đồng, dot-grouped, the symbol after a no-break space. */
const dong = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0₫`;
/** The đồng of a shown amount ("1.100.000 ₫" -> 1100000). */
const dongOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const headerBalance = (page: Page) => page.getByTestId('logged-in-bar').getByTestId('balance');

// a client address of this file's own (the e2e server trusts X-Forwarded-For): registration limits count per address
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `198.18.77.${(Date.now() % 250) + 2}` } });

/** Registers on Sao Vàng's /register by username, as a player would; lands logged in. */
async function register(page: Page) {
  const username = `sv${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(vn('/register'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: vi('in_username') }).fill(username);
  await form.getByLabel(vi('in_password'), { exact: true }).fill('Lucky1234');
  await form.getByLabel(vi('in_confirm_password'), { exact: true }).fill('Lucky1234');
  await form.getByRole('checkbox', { name: new RegExp(vi('in_not_a_robot')) }).click();
  await expect(form.getByText(vi('in_verified'))).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(vi('in_date_of_birth')).fill('1990-01-01');
  await form.getByRole('checkbox', { name: /18/ }).check();
  await form.getByRole('button', { name: vi('in_register'), exact: true }).click();
  await page.getByRole('dialog', { name: vi('in_registered_successfully') }).getByRole('button', { name: vi('in_start_playing') }).click();
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
  await page.keyboard.press('Escape');
  return username;
}

test('a Sao Vàng player registers, deposits 100.000 ₫, bets on a Vietnamese lottery and reads every amount in đồng', async ({ page }) => {
  test.setTimeout(150_000);
  await register(page);
  // the brand's sign-up bonus, in whole đồng
  await expect(headerBalance(page)).toContainText(/\d\u00a0₫/);
  const opening = dongOf(await headerBalance(page).innerText());

  // the deposit: the sandbox provider's page pays the order; the member centre follows it
  await page.getByRole('banner').getByRole('button', { name: vi('in_increase_deposit') }).click();
  const centre = page.getByRole('dialog', { name: vi('mc_member_center') });
  const form = centre.getByRole('form', { name: vi('in_increase_deposit') });
  await form.getByRole('radio').first().click();
  const amount = form.getByRole('textbox', { name: vi('wl_amount') });
  await expect(amount).toHaveAttribute('inputmode', 'numeric');
  await amount.fill('100.000');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: vi('wl_deposit_now') }).click();
  const pay = await popup;
  // the provider's page (its own words) asks for the order's amount in đồng
  const payButton = pay.getByRole('button', { name: dong(100_000) });
  await expect(payButton).toBeVisible();
  await payButton.click();
  await expect(centre.getByTestId('deposit-status')).toHaveText(vi('wl_deposit_paid'), { timeout: 20_000 });
  await pay.close();
  // a first deposit may earn the brand's welcome match too: the cash part is the 100.000 ₫ paid
  await expect.poll(async () => dongOf(await headerBalance(page).innerText())).toBeGreaterThanOrEqual(opening + 100_000);
  const afterDeposit = dongOf(await headerBalance(page).innerText());
  await expect(headerBalance(page)).toContainText(dong(afterDeposit));
  await page.keyboard.press('Escape');

  // a Vietnamese regional lottery, first in the brand's lobby: lô 2 on one number, 10.000 ₫
  await page.goto(vn('/vnlottery'));
  await expect(page.getByRole('heading', { level: 1, name: vi('in_vn_lottery') })).toBeVisible();
  await expect(page.getByTestId('lottery-balance')).toContainText(dong(afterDeposit));
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('radio', { name: vi('lottery_play_lo2') }).click();
  await slip.getByRole('button', { name: '27', exact: true }).click();
  const stake = slip.getByLabel(vi('lottery_stake_per_bet'));
  await expect(stake).toHaveAttribute('inputmode', 'numeric');
  await stake.fill('10000');
  await expect(slip.getByTestId('slip-total')).toHaveText(dong(10_000));
  await slip.getByRole('button', { name: vi('lottery_place_bet') }).click();
  await expect(slip.getByRole('status')).toBeVisible();
  await expect(page.getByTestId('lottery-balance')).toContainText(dong(afterDeposit - 10_000));
  await expect(page.getByTestId('my-bet').first()).toContainText(dong(10_000));

  // the betting record in the member centre: the stake in đồng
  await page.goto(vn('/'));
  await page.getByTestId('logged-in-bar').getByRole('button', { name: vi('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: vi('in_betting_record') }).click();
  const record = page.getByRole('dialog', { name: vi('mc_member_center') }).getByRole('row').filter({ hasText: dong(10_000) });
  await expect(record.first()).toBeVisible();
});

/**
 * The English words on the page (shown text, accessible names, placeholders): none belongs on a Vietnamese screen.
 * Names marked translate="no" (providers', games') are names in every language and are skipped.
 */
async function englishOn(page: Page, fragments: string[]) {
  return page.evaluate((list) => {
    // each text with the element it is in, so a finding says where it is
    const texts: Array<{ text: string; where: Element }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('[translate="no"], script, style') && parent.checkVisibility()) texts.push({ text: node.textContent ?? '', where: parent });
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))) {
      if (!el.closest('[translate="no"]')) for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push({ text: el.getAttribute(name) ?? '', where: el });
    }
    return list.flatMap((fragment) => {
      const found = texts.find((t) => t.text.includes(fragment));
      return found ? [`${fragment} (in ${found.where.outerHTML.slice(0, 160)})`] : [];
    });
  }, fragments);
}

test('every screen of the route table speaks Vietnamese only, passes axe in both themes and holds still', async ({ page }) => {
  test.setTimeout(300_000);
  const fragments = englishOnlyFragments('vi');
  const english: string[] = [];
  const findings: AxeFinding[] = [];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  for (const path of auditedRoutes) {
    await page.goto(vn(path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await settle(page);
    english.push(...(await englishOn(page, fragments)).map((words) => `${path}: ${words}`));
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      findings.push(...(await seriousViolations(page, `vn ${path} [${theme}]`, { coloursOnly: theme === 'light' })));
    }
  }
  // the login and register dialogs
  await page.goto(vn('/'));
  for (const [button, name] of [
    ['in_login', 'in_login'],
    ['in_register', 'in_create_account'],
  ] as const) {
    await page.getByRole('banner').getByRole('button', { name: vi(button), exact: true }).click();
    await expect(page.getByRole('dialog', { name: vi(name) })).toBeVisible();
    english.push(...(await englishOn(page, fragments)).map((words) => `${name} dialog: ${words}`));
    findings.push(...(await seriousViolations(page, `vn ${name} dialog`, { within: '[role="dialog"][aria-modal="true"]' })));
    await page.keyboard.press('Escape');
  }
  expect(english).toEqual([]);
  expect(findings, describeFindings(findings)).toEqual([]);

  for (const path of ['/', '/vnlottery', '/rng']) expect(await layoutShift(page, vn(path)), path).toBeLessThan(0.05);
});
