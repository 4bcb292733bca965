import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { translator } from './texts';
import { apiLogin, expect, memberCenter, openAsMember, operator, test, ty } from './wallet-support';

const pty = translator('ty', ['promotions']);

/**
 * The wallet end to end, as player1 (₱1,000.00 seeded, payment password Pay12345, a bound card): a withdrawal from
 * the seeded balance through to 'received' (first: a deposit would add a betting requirement), a transfer to a
 * vendor wallet and back, a deposit through the sandbox provider, and the records showing each.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const shots = new URL('../../test-results/wallet-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png` });

const headerBalance = (page: Page) => page.getByTestId('balance');
const menuEntry = (page: Page, key: string) => memberCenter(page).getByRole('navigation', { name: ty('mc_member_center') }).getByRole('button', { name: ty(key) });

test('a withdrawal from the seeded balance: requested, approved and paid out by the operator, confirmed received', async ({ page, request }) => {
  const session = await apiLogin(request, 'player1', 'Player123!');
  await openAsMember(page, session);
  await expect(headerBalance(page)).toContainText('₱1,000.00');

  await page.getByRole('banner').getByRole('button', { name: ty('in_increase_withdrawal') }).click();
  const mc = memberCenter(page);
  await expect(mc.getByRole('heading', { name: ty('in_increase_withdrawal') })).toBeVisible();
  await expect(menuEntry(page, 'in_increase_withdrawal')).toHaveAttribute('aria-current', 'page');
  await expect(mc.getByTestId('withdrawable')).toContainText('₱1,000.00');

  const form = mc.getByRole('form', { name: ty('in_increase_withdrawal') });
  // checked before sending: above the balance
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('1500');
  await form.getByLabel(ty('wl_payment_password'), { exact: true }).fill('Pay12345');
  await form.getByRole('button', { name: ty('wl_withdraw_now') }).click();
  await expect(form.getByText(ty('wl_amount_over_balance', { available: '₱1,000.00' }))).toBeVisible();
  // a wrong payment password: the server's answer, in the member's language
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('200');
  await form.getByLabel(ty('wl_payment_password'), { exact: true }).fill('Wrong123');
  await form.getByRole('button', { name: ty('wl_withdraw_now') }).click();
  await expect(form.getByText(ty('wl_password_attempts', { count: 4 }))).toBeVisible();

  await form.getByLabel(ty('wl_payment_password'), { exact: true }).fill('Pay12345');
  await form.getByRole('button', { name: ty('wl_withdraw_now') }).click();
  await expect(form.getByRole('status')).toContainText('₱200.00');
  const item = mc.getByTestId('withdrawal').first();
  await expect(item.getByTestId('withdrawal-status')).toHaveText(ty('wl_withdrawal_requested'));
  const orderNo = (await item.getAttribute('data-order'))!;
  expect(orderNo).toMatch(/^W\d{8}[0-9A-Z]{10}$/);
  // held: out of the balance everywhere
  await expect(headerBalance(page)).toContainText('₱800.00');
  await expect(mc.getByTestId('member-balance')).toHaveText('₱800.00');

  // the operator approves and pays out (admin API)
  expect((await operator(request, orderNo, 'approve')).status).toBe('approved');
  expect((await operator(request, orderNo, 'disburse')).status).toBe('disbursed');

  // back on the page: paid out, waiting for the member's answer
  await menuEntry(page, 'in_account_record').click();
  await menuEntry(page, 'in_increase_withdrawal').click();
  const paid = mc.locator(`[data-order="${orderNo}"]`);
  await expect(paid.getByTestId('withdrawal-status')).toHaveText(ty('wl_withdrawal_disbursed'));
  await paid.getByRole('button', { name: ty('wl_confirm_receipt') }).click();
  const receipt = paid.getByTestId('receipt-form');
  await expect(receipt.getByRole('radio', { name: ty('wl_received'), exact: true })).toHaveAttribute('aria-checked', 'true');
  // the other answers: not received needs a proof image, partly shows the remaining amount
  await receipt.getByRole('radio', { name: ty('wl_partly_received') }).click();
  await receipt.getByLabel(ty('wl_amount_received')).fill('150');
  await expect(receipt.getByTestId('remaining-amount')).toContainText('₱50.00');
  await receipt.getByRole('radio', { name: ty('wl_not_received') }).click();
  await receipt.getByRole('button', { name: ty('wl_send_receipt') }).click();
  await expect(receipt.getByText(ty('err_proof_required'))).toBeVisible();
  await shot(page, 'withdraw-receipt-dark-1280');

  await receipt.getByRole('radio', { name: ty('wl_received'), exact: true }).click();
  await receipt.getByRole('button', { name: ty('wl_send_receipt') }).click();
  await expect(paid.getByTestId('withdrawal-status')).toHaveText(ty('wl_withdrawal_received'));
  await expect(paid.getByRole('button', { name: ty('wl_confirm_receipt') })).toHaveCount(0);
});

test('a transfer to a vendor wallet and back: part by the form, the rest by recall all', async ({ page, request }) => {
  const session = await apiLogin(request, 'player1', 'Player123!');
  await openAsMember(page, session);
  // the avatar menu's member centre
  await page.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_member_center') }).click();
  const mc = memberCenter(page);
  await expect(mc.getByRole('heading', { name: ty('in_my_account') })).toBeVisible();
  await menuEntry(page, 'in_my_wallet').click();
  await expect(mc.getByTestId('wallet-main')).toHaveText('₱800.00');

  const evo = mc.getByTestId('vendor-wallets').locator('[data-vendor="EVO"]');
  await evo.click();
  await expect(evo).toHaveAttribute('aria-pressed', 'true');
  const form = mc.getByRole('form', { name: ty('wl_transfer') });
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('100');
  await form.getByRole('button', { name: ty('wl_transfer_now') }).click();
  await expect(form.getByRole('status')).toHaveText(ty('wl_moved_to_vendor', { amount: '₱100.00', name: 'Evolution' }));
  await expect(evo).toContainText('₱100.00');
  await expect(mc.getByTestId('wallet-main')).toHaveText('₱700.00');
  // the total does not change; the header agrees
  await expect(mc.getByTestId('wallet-total')).toHaveText('₱800.00');
  await expect(headerBalance(page)).toContainText('₱800.00');

  await form.getByRole('radio', { name: ty('wl_to_main_wallet') }).click();
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('100.01');
  await form.getByRole('button', { name: ty('wl_transfer_now') }).click();
  await expect(form.getByText(ty('wl_amount_over_balance', { available: '₱100.00' }))).toBeVisible();
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('40');
  await form.getByRole('button', { name: ty('wl_transfer_now') }).click();
  await expect(form.getByRole('status')).toHaveText(ty('wl_moved_to_main', { amount: '₱40.00', name: 'Evolution' }));
  await expect(evo).toContainText('₱60.00');
  await expect(mc.getByTestId('wallet-main')).toHaveText('₱740.00');
  await shot(page, 'wallet-transfer-dark-1280');

  await mc.getByRole('button', { name: ty('wl_recall_all') }).click();
  await expect(form.getByRole('status')).toHaveText(ty('wl_recalled', { amount: '₱60.00' }));
  await expect(evo).toContainText('₱0.00');
  await expect(mc.getByTestId('wallet-main')).toHaveText('₱800.00');
});

test('a deposit through the sandbox provider: pay on its page, the order turns paid, the balance goes up', async ({ page, request }) => {
  const session = await apiLogin(request, 'player1', 'Player123!');
  await openAsMember(page, session);
  await page.getByRole('banner').getByRole('button', { name: ty('in_increase_deposit') }).click();
  const mc = memberCenter(page);
  await expect(mc.getByRole('heading', { name: ty('in_increase_deposit') })).toBeVisible();
  const form = mc.getByRole('form', { name: ty('in_increase_deposit') });
  await form.getByRole('radio', { name: /E-wallet/ }).click();
  // the channel's limits are checked before an order is made
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('20');
  await form.getByRole('button', { name: ty('wl_deposit_now') }).click();
  await expect(form.getByText(ty('wl_amount_min', { min: '₱50.00' }))).toBeVisible();
  await form.getByRole('button', { name: '₱500', exact: true }).click();
  await expect(form.getByRole('textbox', { name: ty('wl_amount') })).toHaveValue('500.00');

  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: ty('wl_deposit_now') }).click();
  const pay = await popup;
  await expect(pay.getByRole('heading')).toContainText('sandbox payment');
  await expect(mc.getByTestId('deposit-status')).toHaveText(ty('wl_deposit_pending'));
  const orderNo = await mc.getByTestId('deposit-order-no').textContent();
  await expect(pay.getByText(orderNo!)).toBeVisible();
  await shot(page, 'deposit-waiting-dark-1280');

  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByText('Callback sent: paid')).toBeVisible();
  await pay.close();

  // the page follows the order by itself
  await expect(mc.getByTestId('deposit-status')).toHaveText(ty('wl_deposit_paid'));
  await expect(mc.getByRole('heading', { name: ty('wl_deposit_title_paid') })).toBeVisible();
  // player1's first deposit also earns the welcome match (100%, here ₱500.00 as a bonus): the balance shows both
  await expect(headerBalance(page)).toContainText('₱1,800.00');
  await expect(mc.getByTestId('member-balance')).toHaveText('₱1,800.00');
  await expect(page.getByTestId('bonus-chip')).toContainText('₱500.00');
  await shot(page, 'deposit-paid-dark-1280');
});

test('the records show the deposit, the transfers and the withdrawal; messages tell about the payout', async ({ page, request }) => {
  const session = await apiLogin(request, 'player1', 'Player123!');
  await openAsMember(page, session);
  await page.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_account_record') }).click();
  const mc = memberCenter(page);
  await expect(mc.getByRole('heading', { name: ty('in_account_record') })).toBeVisible();
  const records = mc.getByTestId('account-records');
  const rows = records.getByTestId('account-record');
  await expect(rows.first()).toBeVisible();
  // newest first: the first-deposit match and the deposit, then the recall, the two transfers (two legs each), the
  // withdrawal, the opening balance (an operator adjustment: the demo credit is not a deposit)
  await expect.poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-kind')))).toEqual([
    'bonus',
    'deposit',
    'transfer',
    'transfer',
    'transfer',
    'transfer',
    'transfer',
    'transfer',
    'withdrawal_hold',
    'adjustment',
  ]);
  await expect(rows.first()).toContainText('+₱500.00');
  await expect(records.locator('[data-kind="withdrawal_hold"]')).toContainText('-₱200.00');
  await shot(page, 'account-records-dark-1280');

  // by transaction type
  await mc.getByLabel(ty('wl_transaction_type')).selectOption({ label: ty('wl_type_withdrawal') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'withdrawal_hold');
  await mc.getByLabel(ty('wl_transaction_type')).selectOption({ label: ty('wl_type_deposit') });
  await expect(rows).toHaveCount(1);

  // betting records: none yet, an empty state and zero totals (no error)
  await menuEntry(page, 'in_betting_record').click();
  await expect(mc.getByTestId('bet-profit')).toContainText('₱0.00');
  await expect(mc.getByText(ty('wl_no_bets'))).toBeVisible();

  // the VIP label opens playerRank (the account entry stays highlighted)
  await mc.getByRole('complementary').getByTestId('member-vip-label').click();
  await expect(mc.getByTestId('rank-card')).toContainText('VIP5');
  await expect(menuEntry(page, 'in_my_account')).toHaveAttribute('aria-current', 'page');
  await shot(page, 'player-rank-dark-1280');

  // platform messages: the unread count on the entry, reading one lowers it
  const entry = menuEntry(page, 'in_platform_information');
  await expect(entry.getByTestId('badge-messageV2')).toBeVisible();
  const before = Number(await entry.getByTestId('badge-messageV2').locator('[aria-hidden]').textContent());
  await entry.click();
  // in the player's language (TY): the server keeps each message's key and parameters
  const message = mc.getByTestId('message').filter({ hasText: 'Naipadala ang withdrawal' });
  await message.getByRole('button').click();
  await expect(message).toContainText('Naipadala na sa iyong bangko');
  await expect(entry.getByTestId('badge-messageV2').locator('[aria-hidden]')).toHaveText(String(before - 1));
});

test('a transfer to the upline, confirmed with the payment password', async ({ page, request }) => {
  const session = await apiLogin(request, 'player1', 'Player123!');
  await openAsMember(page, session);
  await page.getByRole('banner').getByRole('button', { name: ty('in_increase_deposit') }).click();
  await menuEntry(page, 'in_transfer_upline').click();
  const mc = memberCenter(page);
  await expect(mc.getByTestId('upline-account')).toHaveText('agent1');
  const form = mc.getByRole('form', { name: ty('in_transfer_upline') });
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('25.5');
  await form.getByLabel(ty('wl_payment_password'), { exact: true }).fill('Pay12345');
  await form.getByRole('button', { name: ty('wl_transfer_now') }).click();
  // the welcome match of the deposit is still wagering: cash waits until it is met or forfeited
  const blocked = mc.getByTestId('bonus-active');
  await expect(blocked).toContainText('₱500.00');
  await blocked.getByRole('button', { name: ty('wl_open_reward_center') }).click();
  await expect(mc.getByRole('heading', { name: ty('in_reward_center') })).toBeVisible();
  await mc.getByTestId('bonus').filter({ hasText: '₱500.00' }).first().getByRole('button', { name: pty('promo_forfeit') }).click();
  const confirm = page.getByTestId('forfeit-confirm');
  await expect(confirm).toContainText(pty('promo_forfeit_withdraw'));
  await confirm.getByRole('button', { name: pty('promo_forfeit_amount', { amount: '₱500.00' }) }).click();
  await expect(page.getByTestId('bonus-chip')).toHaveCount(0);
  await expect(headerBalance(page)).toContainText('₱1,300.00');
  await menuEntry(page, 'in_transfer_upline').click();
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('25.5');
  await form.getByLabel(ty('wl_payment_password'), { exact: true }).fill('Pay12345');
  await form.getByRole('button', { name: ty('wl_transfer_now') }).click();
  await expect(form.getByRole('status')).toHaveText(ty('wl_upline_done', { amount: '₱25.50', account: 'agent1' }));
  await expect(headerBalance(page)).toContainText('₱1,274.50');
  await menuEntry(page, 'in_account_record').click();
  await expect(mc.getByTestId('account-record').first()).toHaveAttribute('data-kind', 'upline_transfer');
  await expect(mc.getByTestId('account-record').first()).toContainText('-₱25.50');
});
