import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiLogin, tigerURL, type Session } from '../support';
import { translator } from './texts';

/**
 * Loyalty end to end (issue 14) in Chromium against the real server, as Royal Tiger's player1 (EN, $; payment
 * password Pay12345, 12,000 welcome points, VIP5). Money moves on Royal Tiger as in the lobby and lottery suites:
 * Lucky Nine's player1 keeps its seeded balance for the wallet suite's exact figures. player1 plays an in-house round
 * and sees a mission's progress and the points grow, claims a mission, redeems a catalogue item with the payment
 * password and finds it processing, converts points; the VIP page shows the bars to the next tier; a friend registers
 * through the invite link and appears in the friends list; feedback is sent. Screens go to test-results/loyalty-screens.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const en = translator('en', ['auth', 'member-center', 'wallet', 'lobby', 'loyalty']);
/** A text of the pack as a pattern, its figures any number ("{{count}} attempts left" matches "4 attempts left"). */
const textPattern = (key: string, names: string[]) =>
  new RegExp(en(key, Object.fromEntries(names.map((n) => [n, '\u0000']))).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0000/g, '[\\d,]+'));
const shots = new URL('../../test-results/loyalty-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png`, animations: 'disabled' });

const port = process.env.E2E_PORT ?? '4180';
const TIGER = `tiger.localhost:${port}`;
const PAYMENT_PASSWORD = 'Pay12345';

interface Mission {
  id: number;
  code: string;
  kind: string;
  period: 'daily' | 'weekly' | 'once';
  gameType: string | null;
  progress: number;
  target: number;
  status: 'in_progress' | 'ready' | 'claimed';
}

/** A member call on Royal Tiger (Node cannot resolve *.localhost: the loopback with the brand's Host). */
async function call<T>(request: APIRequestContext, session: Session, path: string, method: 'GET' | 'POST' = 'GET', data?: unknown): Promise<T> {
  const res = await request.fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { host: TIGER, token: session.token }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { code: string; value: T };
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe('OK');
  return body.value;
}
const missionsOf = (request: APIRequestContext, session: Session) =>
  call<{ list: Mission[]; readyCount: number }>(request, session, '/wps/relay/MCSFE_getMissionSummaryDetails');
const pointsOf = async (request: APIRequestContext, session: Session) => (await call<{ points: number }>(request, session, '/wps/relay/MCS2_getPointBalance')).points;

/** The site on Royal Tiger as the logged-in member, popup announcements already seen. */
async function openAs(page: Page, session: Session, path = '/') {
  await page.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('account', s.account);
    sessionStorage.setItem('isAgent', String(s.isAgent));
    sessionStorage.setItem('index_notice', '1');
  }, session);
  await page.goto(tigerURL(path));
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
}

const memberCenter = (page: Page) => page.getByRole('dialog', { name: en('mc_member_center') });
const menuEntry = (page: Page, key: string) => memberCenter(page).getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en(key)}`) });

/** The member centre from the avatar menu, at one of its entries. */
async function openMemberPage(page: Page, key: string) {
  if (!(await memberCenter(page).isVisible())) {
    await page.getByRole('button', { name: en('in_account_menu') }).click();
    await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  }
  await menuEntry(page, key).click();
  await expect(memberCenter(page).getByTestId('member-page-title')).toHaveText(en(key));
}

/** One round of the in-house dice game, played in its page as a player does. */
async function playDice(page: Page) {
  await page.goto(tigerURL('/inhouse?gameType=INHOUSE&page=1&vassalage='));
  await page.getByRole('button', { name: en('lobby_play_game', { name: 'Dice Duel' }) }).click();
  const game = page.frameLocator('iframe[title="Dice Duel"]');
  await expect(game.getByTestId('play-button')).toBeEnabled();
  await game.getByTestId('play-button').click();
  await expect(game.getByTestId('play-button')).toBeDisabled();
  await expect(game.getByTestId('play-button')).toBeEnabled({ timeout: 15_000 });
}

/** A mission a dice round moves: bets counted (of every category or in-house), or valid turnover. */
const movedByDice = (m: Mission) => (m.kind === 'bet_count' || m.kind === 'turnover') && (m.gameType === null || m.gameType === 'INHOUSE');

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await apiLogin(request, 'player1', 'Player123!', TIGER);
});

test('a dice round moves a mission and the points; a ready mission is claimed from the missions page', async ({ page, request }) => {
  const before = await missionsOf(request, session);
  // Royal Tiger's player1 also spins in the lobby suite, which runs alongside this one: the mission watched is the one
  // with the most room left (those spins do not finish it meanwhile), and its bar is compared by its figures
  const watched = before.list
    .filter((m) => movedByDice(m) && m.status === 'in_progress')
    .sort((a, b) => a.progress / a.target - b.progress / b.target)[0];
  expect(watched, `a mission a dice round moves: ${JSON.stringify(before.list)}`).toBeTruthy();
  const pointsBefore = await pointsOf(request, session);

  await openAs(page, session);
  await openMemberPage(page, 'mission_activity');
  const mc = memberCenter(page);
  const tab = (period: Mission['period']) => mc.getByRole('tab', { name: new RegExp(`^${en(`lo_period_${period}`)}`) });
  const card = mc.locator(`[data-testid="mission"][data-code="${watched!.code}"]`);
  await tab(watched!.period).click();
  const bar = card.getByRole('progressbar');
  await expect(bar).toBeVisible();
  const figuresBefore = await bar.getAttribute('aria-valuetext');
  await shot(page, 'missions-before');

  await playDice(page);
  // the progress follows from the bet's own transaction
  await expect.poll(async () => (await missionsOf(request, session)).list.find((m) => m.id === watched!.id)!.progress).toBeGreaterThan(watched!.progress);
  await expect.poll(() => pointsOf(request, session)).toBeGreaterThan(pointsBefore);

  // the points mall shows the points grown
  await page.goto(tigerURL('/pointMall'));
  const shown = async () => Number((await page.getByTestId('points-balance').textContent())?.replace(/,/g, ''));
  await expect.poll(shown).toBeGreaterThan(pointsBefore);

  // a mission ready to claim: more rounds until one is (the demo's first missions ask a few bets)
  let ready = (await missionsOf(request, session)).list.find((m) => m.status === 'ready');
  for (let round = 0; !ready && round < 5; round++) {
    await playDice(page);
    ready = (await missionsOf(request, session)).list.find((m) => m.status === 'ready');
  }
  expect(ready, 'a mission ready to claim').toBeTruthy();
  await openAs(page, session);
  await openMemberPage(page, 'mission_activity');
  // the entry's badge counts the missions ready to claim
  const readyCount = (await missionsOf(request, session)).readyCount;
  await expect(menuEntry(page, 'mission_activity').getByTestId('badge-missionLeaderboard')).toContainText(String(readyCount));
  // the watched mission's bar moved
  await tab(watched!.period).click();
  await expect(card.getByRole('progressbar')).not.toHaveAttribute('aria-valuetext', figuresBefore!);
  await tab(ready!.period).click();
  const readyCard = mc.locator(`[data-testid="mission"][data-code="${ready!.code}"]`);
  await expect(readyCard.getByTestId('mission-status')).toHaveText(en('lo_mission_ready'));
  await shot(page, 'missions-ready');
  await readyCard.getByRole('button', { name: en('lo_claim') }).click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expect(readyCard.getByTestId('mission-status')).toHaveText(en('lo_mission_claimed'));
  expect((await missionsOf(request, session)).list.find((m) => m.id === ready!.id)!.status).toBe('claimed');
  // the leaderboard shows the member's own place, highlighted
  await mc.getByTestId('leaderboard').getByRole('radio', { name: en('lo_board_daily') }).click();
  await expect(mc.getByTestId('leaderboard').locator('[data-testid="leaderboard-entry"][aria-current="true"]')).toBeVisible();
  await shot(page, 'missions-claimed');
});

test('a catalogue item is redeemed with the payment password and shows as processing', async ({ page, request }) => {
  const pointsBefore = await pointsOf(request, session);
  await openAs(page, session, '/pointMall');
  await expect(page.getByRole('heading', { name: en('in_point_mall'), level: 1 })).toBeVisible();
  await expect(page.getByText(en('lo_never_expire'))).toBeVisible();
  const card = page.getByTestId('reward').filter({ hasText: '$1 cash voucher' });
  await expect(card).toBeVisible();
  // the VIP5-only voucher is open to player1; a VIP tier requirement is named on the card
  await expect(page.getByTestId('reward').filter({ hasText: 'VIP $10 cash voucher' })).toContainText(en('lo_requires_tier', { tier: 'VIP5' }));
  await shot(page, 'point-mall');

  await card.getByRole('button', { name: en('lo_redeem') }).click();
  const dialog = page.getByRole('dialog', { name: en('lo_redeem_title') });
  await expect(dialog.getByTestId('redeem-total')).toHaveText(en('lo_redeem_total', { points: '4,500', left: (pointsBefore - 4_500).toLocaleString('en-US') }));
  // a wrong payment password is refused, in the player's language, with the attempts left
  await dialog.getByLabel(en('lo_payment_password'), { exact: true }).fill('Wrong999');
  await dialog.getByRole('button', { name: en('lo_redeem_confirm', { points: '4,500' }) }).click();
  await expect(dialog.getByText(textPattern('wl_password_attempts', ['count']))).toBeVisible();
  await dialog.getByLabel(en('lo_payment_password'), { exact: true }).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: en('lo_redeem_confirm', { points: '4,500' }) }).click();
  await expect(dialog).toBeHidden();

  // the history opens on it: processing, with its reference number
  await expect(page.getByRole('tab', { name: en('lo_view_redemptions') })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('redemption').filter({ hasText: '$1 cash voucher' }).first();
  await expect(row.getByTestId('redemption-status')).toHaveText(en('lo_status_processing'));
  await expect(row.getByTestId('redemption-reference')).toHaveText(/^PR\w+$/);
  await expect(page.getByTestId('toast').first()).toContainText(await row.getByTestId('redemption-reference').innerText());
  await shot(page, 'redemptions');
});

test('points convert to the main balance at the brand’s ratio, and the points history shows it', async ({ page }) => {
  await openAs(page, session, '/pointMall');
  await page.getByRole('button', { name: en('lo_convert') }).click();
  const dialog = page.getByRole('dialog', { name: en('lo_convert_title') });
  const field = dialog.getByLabel(en('lo_points_to_convert'));
  // 100 points make $0.02 on Royal Tiger, from 500
  await field.fill('550');
  await field.blur();
  await expect(dialog.getByText(en('lo_points_step', { step: 100 }))).toBeVisible();
  await field.fill('1000');
  await expect(dialog.getByTestId('convert-amount')).toHaveText(`${en('lo_you_get')} $0.20`);
  await dialog.getByLabel(en('lo_payment_password'), { exact: true }).fill(PAYMENT_PASSWORD);
  await shot(page, 'convert');
  await dialog.getByRole('button', { name: en('lo_convert_now') }).click();
  await expect(page.getByTestId('toast').filter({ hasText: en('lo_converted', { points: '1,000', amount: '$0.20' }) })).toBeVisible();

  await page.getByRole('tab', { name: en('lo_view_points') }).click();
  const change = (kind: string) => page.locator(`[data-testid="point-transaction"][data-kind="${kind}"]`).first().getByTestId('point-change');
  await expect(change('convert')).toContainText('−1,000');
  // the redemption of the test before: its points went out through the same ledger
  await expect(change('redeem')).toContainText('−4,500');
  await shot(page, 'points-history');
});

test('the VIP page, from the header’s VIP label, shows the bars to the next tier', async ({ page }) => {
  await openAs(page, session);
  await page.getByRole('banner').getByTestId('vip-label').click();
  const mc = memberCenter(page);
  await expect(mc.getByTestId('rank-card')).toContainText('VIP5');
  const next = mc.getByTestId('vip-next');
  await expect(next.getByRole('progressbar').first()).toBeVisible();
  await expect(next.getByRole('progressbar', { name: en('lo_turnover') })).toHaveAttribute('aria-valuetext', / of /);
  await expect(mc.locator('[data-testid="vip-tier"][aria-current="true"]')).toContainText('VIP5');
  await shot(page, 'vip');
});

async function registerThroughInvite(browser: Browser, inviteUrl: string, code: string) {
  const ip = `198.18.${200 + Math.floor(Math.random() * 50)}.${2 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(inviteUrl);
  // the register page names the code that came with the link
  await expect(page.getByTestId('referral-code')).toContainText(code);
  const form = page.locator('form', { has: page.getByRole('textbox', { name: en('in_username') }) });
  const username = `fr${Date.now().toString(36).slice(-7)}`;
  await form.getByRole('textbox', { name: en('in_username') }).fill(username);
  await form.getByLabel(en('in_password'), { exact: true }).fill('Friend1234');
  await form.getByLabel(en('in_confirm_password'), { exact: true }).fill('Friend1234');
  await form.getByRole('checkbox', { name: new RegExp(en('in_not_a_robot')) }).click();
  await expect(form.getByText(en('in_verified'))).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(en('in_date_of_birth')).fill('1990-01-01');
  await form.getByRole('checkbox', { name: /18/ }).check();
  await form.getByRole('button', { name: en('in_register'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: en('in_registered_successfully') })).toBeVisible();
  await context.close();
  return username;
}

test('a friend registers through the invite link and appears in player1’s friends list', async ({ page, browser }) => {
  await openAs(page, session);
  await openMemberPage(page, 'invite_friends');
  const mc = memberCenter(page);
  const url = mc.getByTestId('invite-url');
  await expect(url).toHaveText(new RegExp(`^http://tiger\\.localhost:${port}/register\\?referralCode=\\w+$`));
  const inviteUrl = await url.innerText();
  const code = await mc.getByTestId('referral-code').innerText();
  // the QR code carries the same link
  await expect(mc.getByRole('img', { name: en('lo_invite_qr') })).toHaveAttribute('data-qr-value', inviteUrl);
  await shot(page, 'invite-friends');

  const friend = await registerThroughInvite(browser, inviteUrl, code);
  const masked = `${friend.slice(0, 2)}***${friend.slice(-2)}`;
  await menuEntry(page, 'in_platform_information').click();
  await menuEntry(page, 'invite_friends').click();
  const row = mc.getByTestId('friend').filter({ hasText: masked });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'registered');
  await expect(row).toContainText(en('lo_friend_registered'));
});

test('feedback is sent from the messages page and listed, waiting for a reply', async ({ page }) => {
  await openAs(page, session);
  await openMemberPage(page, 'in_platform_information');
  const mc = memberCenter(page);
  await mc.getByTestId('send-feedback').click();
  await expect(mc.getByTestId('member-page-title')).toHaveText(en('mc_feedback'));
  const form = mc.getByRole('form', { name: en('lo_feedback_new') });
  await form.getByLabel(en('lo_feedback_category')).selectOption({ label: en('lo_feedback_cat_suggestion') });
  const content = form.getByLabel(en('lo_feedback_content'));
  await content.fill('More missions');
  await form.getByRole('button', { name: en('lo_feedback_send') }).click();
  await expect(form.getByText(textPattern('lo_feedback_short', ['min', 'words']))).toBeVisible();
  const text = `Please add weekly missions for the lottery games too ${Date.now()}`;
  await content.fill(text);
  await form.getByRole('button', { name: en('lo_feedback_send') }).click();
  await expect(page.getByTestId('toast').filter({ hasText: en('lo_feedback_sent') })).toBeVisible();
  const item = mc.getByTestId('feedback').filter({ hasText: text });
  await expect(item).toContainText(en('lo_feedback_waiting'));
  await shot(page, 'feedback');
});

test('the loyalty screens on a phone, light theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await openAs(page, session, '/pointMall');
  await expect(page.getByTestId('reward').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'point-mall-390-light');
  for (const [key, name, ready] of [
    ['mission_activity', 'missions', 'mission'],
    ['invite_friends', 'invite-friends', 'friend'],
  ] as const) {
    await page.getByRole('button', { name: en('in_account_menu') }).click();
    await page.getByRole('menuitem', { name: en('in_member_center') }).click();
    const mc = memberCenter(page);
    await mc.getByRole('button', { name: new RegExp(`^${en(key)}`) }).click();
    await expect(mc.getByTestId('member-page-title')).toHaveText(en(key));
    await expect(mc.getByTestId(ready).first()).toBeVisible();
    await expect(mc.locator('[aria-busy="true"], [data-testid="list-skeleton"]')).toHaveCount(0);
    await shot(page, `${name}-390-light`);
    await page.keyboard.press('Escape');
    await expect(mc).toBeHidden();
  }
});
