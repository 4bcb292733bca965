import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eDataDir } from '../support';
import { freshUsername } from './auth-support';
import { translator } from './texts';
import { apiLogin, expect, openAsMember, test, type Session } from './wallet-support';

/**
 * The agent centre end to end on the demo brand, as agent1 (a seeded team three levels deep with 30 days of
 * figures, payment password Pay12345): the team overview, a sub-agent registered from the register centre, money
 * sent to it, a daily salary offered and accepted by it; then the operator's settlement run and the payments it
 * made to the seeded contract.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ty = translator('ty', ['auth', 'agent-center']);
const shots = new URL('../../test-results/agent-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png` });

const subAgent = freshUsername('sub');
const centre = (page: Page) => page.getByTestId('agent-center');
const entry = (page: Page, key: string) => centre(page).getByRole('button', { name: ty(key), exact: true });

async function openCentre(page: Page, session: Session) {
  await openAsMember(page, session);
  await page.getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_agent_center') }).click();
  await expect(centre(page)).toBeVisible();
}

test('agent1 sees its team, registers a sub-agent, sends it money and offers it a daily salary', async ({ page, request }) => {
  await openCentre(page, await apiLogin(request, 'agent1', 'Agent123!'));
  // the default page: the team overview with the seeded team's figures and the 30-day chart
  await expect(centre(page).getByTestId('agent-page-title')).toHaveText(ty('ag_team_overview'));
  await expect(centre(page).getByText(ty('ag_team_size'))).toBeVisible();
  await expect(centre(page).getByTestId('daily-chart')).toBeVisible();
  await shot(page, 'team-overview');

  await entry(page, 'ag_register_center').click();
  await expect(centre(page).getByTestId('affiliate-url')).toContainText('AGENT1');
  const register = centre(page).getByRole('form', { name: ty('ag_register_downline') });
  await register.getByLabel(ty('ag_account_type')).selectOption({ label: ty('ag_type_agent', { type: 2 }) });
  await register.getByLabel(ty('ag_username')).fill(subAgent);
  await register.getByLabel(ty('ag_password'), { exact: true }).fill('Agent123!');
  await register.getByLabel(ty('ag_confirm_password')).fill('Agent123!');
  // the brand's pack (MGA) asks the date of birth of everyone registered, by an agent too
  await register.getByRole('button', { name: ty('ag_register_now') }).click();
  await expect(register.getByText(ty('input_cannot_be_empty'))).toBeVisible();
  await register.getByLabel(ty('in_date_of_birth')).fill('1990-01-01');
  await register.getByRole('button', { name: ty('ag_register_now') }).click();
  await expect(centre(page).getByText(new RegExp(subAgent))).toBeVisible();

  await entry(page, 'ag_team_management').click();
  const transfer = centre(page).getByRole('form', { name: ty('ag_transfer_to_downline') });
  await transfer.getByLabel(ty('ag_downline_username')).fill(subAgent);
  await transfer.getByLabel(ty('ag_amount')).fill('100');
  await transfer.getByLabel(ty('ag_payment_password')).fill('Pay12345');
  await transfer.getByRole('button', { name: ty('ag_transfer_now') }).click();
  await expect(centre(page).getByText(ty('ag_transfer_done', { amount: '₱100.00', account: subAgent }))).toBeVisible();

  await entry(page, 'ag_daily_salary').click();
  const offer = centre(page).getByRole('form', { name: ty('ag_offer_contract') });
  await offer.getByLabel(ty('ag_direct_downline_agent')).fill(subAgent);
  // at most the brand's maximum daily salary (1%): agent1 is a top agent
  await offer.getByLabel(ty('ag_rate_percent')).fill('0.8');
  // the consent states who gets what before it is sent
  await expect(offer.getByText(new RegExp(`${subAgent}.*0\\.8%`))).toBeVisible();
  await offer.getByRole('button', { name: ty('ag_send_offer') }).click();
  await expect(centre(page).getByText(ty('ag_offer_sent', { downline: subAgent }))).toBeVisible();
  await shot(page, 'daily-salary-offered');
});

test('the sub-agent accepts the offer in its own agent centre and has the money', async ({ page, request }) => {
  const session = await apiLogin(request, subAgent, 'Agent123!');
  await openCentre(page, session);
  // agent1's ₱100.00, and no sign-up bonus: an account its agent registered gets none unless the brand opts in
  await expect(page.getByTestId('balance')).toContainText('₱100.00');
  await entry(page, 'ag_daily_salary').click();
  const waiting = centre(page).getByTestId('offers-waiting');
  await waiting.getByRole('button', { name: ty('ag_accept'), exact: true }).click();
  const confirm = centre(page).getByTestId('contract-confirm');
  await confirm.getByRole('button', { name: ty('ag_confirm_accept') }).click();
  await expect(centre(page).getByTestId('offers-waiting')).toHaveCount(0);
  // in force now: from agent1, this agent receiving, at 0.8%
  await expect(centre(page).getByText(ty('ag_in_force'))).toBeVisible();
  await expect(centre(page).getByText(ty('ag_i_receive'))).toBeVisible();
  await expect(centre(page).getByText('0.8%').first()).toBeVisible();
});

test('the operator runs the daily settlement; the seeded contract shows its payments to agent1 and to its sub-agent', async ({ page, browser, request }) => {
  const port = process.env.E2E_PORT ?? '4180';
  // the CLI signs in with the demo owner's API key, which the e2e server's demo start wrote to its data folder
  execFileSync('node', ['scripts/admin.mjs', 'settle-salaries', '--period', 'daily', '--url', `http://127.0.0.1:${port}`], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    stdio: 'pipe',
  });
  await openCentre(page, await apiLogin(request, 'agent1', 'Agent123!'));
  await entry(page, 'ag_daily_salary').click();
  const payments = centre(page).getByTestId('contract-payments');
  await expect(payments.getByText(ty('ag_settlement_paid')).first()).toBeVisible();
  await expect(payments).toContainText('subagenta');
  await shot(page, 'daily-salary-payments');

  // the sub-agent sees the same payments, received from agent1, and the salary in its income
  const other = await browser.newPage({ extraHTTPHeaders: { 'X-Forwarded-For': '198.19.250.77' } });
  await openCentre(other, await apiLogin(other.request, 'subagenta', 'Agent123!'));
  await entry(other, 'ag_daily_salary').click();
  const received = centre(other).getByTestId('contract-payments');
  await expect(received.getByText(ty('ag_settlement_paid')).first()).toBeVisible();
  await expect(received).toContainText('agent1');
  await entry(other, 'ag_my_income').click();
  await expect(centre(other).getByText(ty('ag_income_salary')).first()).toBeVisible();
  await other.close();
});
