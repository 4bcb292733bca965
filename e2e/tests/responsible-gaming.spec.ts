import { registerFundedMember } from '../support';
import { expect, memberCenter, openAsMember, test } from './wallet-support';
import { translator } from './texts';

/**
 * Responsible gaming (issue 17) on Lucky Nine (MGA pack), with a fresh member so other specs keep their players:
 * a deposit limit refuses a deposit over it, and a 24-hour time-out turns the next login into the blocked page.
 */
const ty = translator('ty', ['auth', 'member-center', 'wallet', 'responsible-gaming']);
const port = process.env.E2E_PORT ?? 4180;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with {{values}}: what comes before the first value that is not given. */
const startOf = (key: string, values: Record<string, string>) => ty(key, values).split('\u0000')[0]!.replace(/\s+$/, '');

test('a deposit limit refuses a deposit over it; a 24-hour time-out turns the login into the blocked page', async ({ page, request }) => {
  // one flow through two screens, a break and a second login
  test.setTimeout(90_000);
  const member = await registerFundedMember(request, { host: `localhost:${port}`, brandId: 'demo', amount: '100' });
  await openAsMember(page, member);

  // two clicks from anywhere: the avatar menu, then Responsible gaming
  await page.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_responsible_gaming') }).click();
  const mc = memberCenter(page);
  await expect(mc.getByTestId('rg-page')).toBeVisible();
  const daily = mc.getByTestId('rg-deposit-daily');
  await daily.getByRole('textbox', { name: ty('rg_new_amount') }).fill('100');
  await daily.getByRole('button', { name: ty('rg_save_limit') }).click();
  await expect(daily.getByTestId('rg-deposit-daily-value')).toHaveText('₱100.00');

  // a deposit of 500 is over the daily limit: refused, naming the limit
  await mc.getByRole('button', { name: ty('in_increase_deposit') }).click();
  const form = mc.getByRole('form', { name: ty('in_increase_deposit') });
  await form.getByRole('radio', { name: /E-wallet/ }).click();
  await form.getByRole('button', { name: '₱500', exact: true }).click();
  await form.getByRole('button', { name: ty('wl_deposit_now') }).click();
  const refusal = startOf('rg_refusal_deposit_daily', { limit: '₱100.00', remaining: '\u0000' });
  await expect(form.getByText(new RegExp(escape(refusal)))).toBeVisible();

  // a 24-hour break, confirmed in a dialog that states what follows
  await mc.getByRole('button', { name: ty('in_responsible_gaming') }).click();
  await mc.getByRole('tab', { name: ty('rg_tab_break') }).click();
  await mc.getByTestId('rg-break-24h').click();
  const confirm = page.getByRole('dialog', { name: ty('rg_confirm_title') });
  await expect(confirm.getByText(ty('rg_consequence_withdraw'))).toBeVisible();
  await confirm.getByTestId('rg-confirm').click();
  const blocked = page.getByRole('dialog', { name: ty('rg_blocked_title') });
  await expect(blocked.getByTestId('rg-block-end')).toBeVisible();
  await blocked.getByRole('button', { name: ty('rg_ok') }).click();

  // the session is over (the home page finds it gone and asks for a login); logging in again shows the end date and the support contacts
  const loginDialog = page.getByRole('dialog', { name: ty('in_login') });
  await expect(loginDialog).toBeVisible();
  await loginDialog.getByRole('textbox', { name: ty('in_username') }).fill(member.username);
  await loginDialog.getByLabel(ty('in_password'), { exact: true }).fill(member.password);
  await loginDialog.getByRole('button', { name: ty('in_login'), exact: true }).click();
  const end = new Intl.DateTimeFormat('fil', { dateStyle: 'medium' }).format(new Date(Date.now() + 24 * 3_600_000));
  await expect(blocked.getByTestId('rg-block-end')).toContainText(end);
  await expect(blocked.getByText(/Malta|1777/)).toBeVisible();
  await expect(blocked.getByRole('button', { name: ty('rg_withdraw_balance') })).toBeVisible();
});
