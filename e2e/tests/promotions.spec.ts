import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eDataDir } from '../support';
import { freshUsername, session as sessionOf } from './auth-support';
import { translator } from './texts';
import { expect, memberCall, memberCenter, test } from './wallet-support';

/**
 * Promotions end to end on the demo brand (Lucky Nine, TY): a new player registers and finds the sign-up bonus the
 * register page promised in the balance and the reward centre; the first deposit earns its match; bets move the
 * wagering bar; the promotions list and a detail; an application with an image, approved by the operator's CLI.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ty = translator('ty', ['auth', 'member-center', 'wallet', 'promotions']);
const shots = new URL('../../test-results/promotions-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png` });

/** A 1x1 png: a screenshot of a big win, as far as this test is concerned. */
const winPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let player: { token: string; account: string; isAgent: number };
const menuEntry = (page: Page, key: string) => memberCenter(page).getByRole('navigation', { name: ty('mc_member_center') }).getByRole('button', { name: ty(key) });
const wageringBar = (page: Page, title: string) => memberCenter(page).getByRole('progressbar', { name: ty('promo_wagering_of', { title }) });

async function openAs(page: Page) {
  await page.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('account', s.account);
    sessionStorage.setItem('isAgent', String(s.isAgent));
    sessionStorage.setItem('index_notice', '1');
  }, player);
  await page.goto('/');
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
}

/** An in-house dice round for the player (a real bet on the ledger), as the game page plays it. */
async function diceRound(page: Page, stake: string) {
  const request = page.request;
  const nodes = await memberCall<{ list: Array<{ nodeId: number; gameName: string }> }>(request, player, 'GET', '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&pageNo=1&pageSize=10');
  const dice = nodes.list.find((g) => g.gameName === 'Dice Duel')!;
  const launch = await memberCall<{ game_url: string }>(request, player, 'POST', '/wps/game/launchGame', {
    nodeId: dice.nodeId,
    accountType: 1,
    confirmTrans: 0,
    clientType: 3,
    platform: 'html5-desktop',
    launchMode: 'GLS',
  });
  const gameSession = new URL(launch.game_url, 'http://x').searchParams.get('session')!;
  await memberCall(request, player, 'POST', '/wps/inhouse/play', { session: gameSession, roundId: crypto.randomUUID(), stake, params: { game: 'dice', target: 5000, direction: 'under' } });
}

test('a new player registers and finds the promised sign-up bonus in the balance and the reward centre', async ({ page }) => {
  await page.goto('/register');
  // the promise is the sign-up promotion's own figure, and the new-player offers slide by
  await expect(page.getByTestId('signup-bonus')).toHaveText(ty('promo_register_bonus', { amount: '₱100.00' }));
  await expect(page.getByTestId('new-player-slide').first()).toBeVisible();
  const form = page.getByRole('tabpanel');
  const username = freshUsername('promo');
  await form.getByRole('textbox', { name: ty('in_username') }).fill(username);
  await form.getByLabel(ty('in_password'), { exact: true }).fill('Lucky1234');
  await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill('Lucky1234');
  await form.getByRole('checkbox', { name: new RegExp(ty('in_not_a_robot')) }).click();
  await expect(form.getByText(ty('in_verified'))).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(ty('in_date_of_birth')).fill('1990-01-01');
  await form.getByRole('checkbox', { name: /18/ }).check();
  await form.getByRole('button', { name: ty('in_register'), exact: true }).click();
  await page.getByRole('dialog', { name: ty('in_registered_successfully') }).getByRole('button', { name: ty('in_start_playing') }).click();
  // Lucky Nine's pack (MGA) shows the responsible-gaming page first; the arrival notice comes on the next visit home
  await expect(page.getByTestId('rg-page')).toBeVisible();
  await page.goto('/');
  // the arrival notice waited for the success dialog to close; it offers what a new player can still take
  const notice = page.getByRole('dialog', { name: ty('in_notice') });
  await expect(notice.getByTestId('promotion-offer-link')).toContainText('Welcome match sa unang deposito');
  await expect(notice.getByTestId('promotion-offer-link')).toContainText('₱5,000.00');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  const stored = await sessionOf(page);
  player = { token: stored.token!, account: stored.account!, isAgent: 0 };

  await expect(page.getByTestId('balance')).toContainText('₱100.00');
  const chip = page.getByTestId('bonus-chip');
  await expect(chip).toContainText('₱100.00');
  await chip.click();
  const mc = memberCenter(page);
  await expect(mc.getByRole('heading', { name: ty('in_reward_center') })).toBeVisible();
  const bonus = mc.getByTestId('bonus').filter({ hasText: 'Sign-up bonus' });
  await expect(bonus).toHaveAttribute('data-status', 'active');
  // 40x the bonus, nothing wagered yet; a no-deposit bonus turns into ₱100.00 of cash at most
  await expect(wageringBar(page, 'Sign-up bonus')).toHaveAttribute('aria-valuetext', ty('promo_wagered_of', { current: '₱0.00', target: '₱4,000.00' }));
  await shot(page, 'reward-centre-new-player');
});

test('the first deposit through the sandbox earns the welcome match, and bets move the wagering bar', async ({ page }) => {
  await openAs(page);
  await page.getByRole('banner').getByRole('button', { name: ty('in_increase_deposit') }).click();
  const mc = memberCenter(page);
  const form = mc.getByRole('form', { name: ty('in_increase_deposit') });
  await form.getByRole('radio', { name: /E-wallet/ }).click();
  await form.getByRole('button', { name: '₱500', exact: true }).click();
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: ty('wl_deposit_now') }).click();
  const pay = await popup;
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByText('Callback sent: paid')).toBeVisible();
  await pay.close();
  await expect(mc.getByTestId('deposit-status')).toHaveText(ty('wl_deposit_paid'));
  // ₱100.00 sign-up bonus + ₱500.00 deposit + ₱500.00 match (100%)
  await expect(page.getByTestId('balance')).toContainText('₱1,100.00');
  await expect(page.getByTestId('bonus-chip')).toContainText('₱600.00');

  // four ₱20.00 dice rounds (the bonuses' maximum bet); stakes come from the cash first. A dice round keeps 1%, a
  // quarter of the brand's 4% edge floor, so it counts a quarter of its stake: ₱5.00 each
  for (let i = 0; i < 4; i++) await diceRound(page, '20.00');
  await menuEntry(page, 'in_reward_center').click();
  await expect(mc.getByRole('heading', { name: ty('in_reward_center') })).toBeVisible();
  await expect(wageringBar(page, 'Sign-up bonus')).toHaveAttribute('aria-valuetext', ty('promo_wagered_of', { current: '₱20.00', target: '₱4,000.00' }));
  const match = mc.getByTestId('bonus').filter({ hasText: 'Welcome match sa unang deposito' });
  await expect(match).toHaveAttribute('data-status', 'active');
  await expect(wageringBar(page, 'Welcome match sa unang deposito')).toHaveAttribute('aria-valuetext', ty('promo_wagered_of', { current: '₱0.00', target: '₱30,000.00' }));
});

test('the promotions page: category tabs, a detail with figures from its terms, and an application the operator approves', async ({ page }) => {
  await openAs(page);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: ty('in_promotions'), level: 1 })).toBeVisible();
  const cards = page.getByTestId('promotion-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByRole('tab', { name: ty('promo_cat_limited') }).click();
  await expect(cards).toHaveCount(2);
  expect(all).toBeGreaterThan(2);
  await shot(page, 'promotions-limited');

  await cards.filter({ hasText: 'Ibahagi ang malaking panalo' }).click();
  await expect(page.getByRole('heading', { name: 'Ibahagi ang malaking panalo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotion-offer')).toContainText('₱200.00');
  const action = page.getByTestId('promotion-action');
  await expect(action).toHaveText(ty('promo_action_apply'));
  await action.click();
  const apply = page.getByTestId('application-form');
  await apply.getByRole('textbox', { name: ty('promo_comment') }).fill('Nanalo ako ng malaki sa dice!');
  await apply.getByTestId('application-images-input').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: winPng });
  await expect(apply.getByRole('img', { name: ty('promo_image_n', { n: 1 }) })).toBeVisible();
  await apply.getByRole('button', { name: ty('promo_apply_send') }).click();
  await expect(action).toHaveText(ty('promo_state_applying'));
  await shot(page, 'application-applying');

  // the operator approves it with the CLI, which signs in with the demo owner's API key the e2e server's demo start wrote to its data folder
  const sumBalance = async () => (await memberCall<{ sumBalanceMinor: number }>(page.request, player, 'GET', '/wps/v2/wallets/balance')).sumBalanceMinor;
  const before = await sumBalance();
  const applications = await memberCall<{ list: Array<{ id: number; status: string }> }>(page.request, player, 'GET', '/wps/relay/MCSFE_getActivityApplications');
  expect(applications.list[0]!.status).toBe('applying');
  const port = process.env.E2E_PORT ?? '4180';
  execFileSync('node', ['scripts/admin.mjs', 'application', 'approve', String(applications.list[0]!.id), '--url', `http://127.0.0.1:${port}`], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    stdio: 'pipe',
  });
  await page.reload();
  await expect(page.getByTestId('promotion-action')).toHaveText(ty('promo_state_issued'));
  // the reward is cash: the balance went up by ₱200.00
  expect(await sumBalance()).toBe(before + 20_000);
});
