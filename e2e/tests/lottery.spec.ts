import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiLogin, drawSecondsLeft, keepSessionOnLoad, registerFundedMember } from '../support';
import { translator } from './texts';

/*
 * The lottery against the real server and its real schedule (issue 6), on Royal Tiger (tiger.localhost, EN, $): the
 * bet that is settled to the cent is placed by a member registered for it; the other tests browse as Royal Tiger's
 * player1, so Lucky Nine's player1 keeps its seeded balance for the wallet's tests.
 */

/** Royal Tiger speaks EN: elements are found by the words a player reads. */
const en = translator('en', ['lottery', 'auth', 'member-center', 'wallet']);

const port = process.env.E2E_PORT ?? '4180';
const TIGER = `tiger.localhost:${port}`;
const tiger = (path: string) => `http://${TIGER}${path}`;

const SCREENS = new URL('../../test-results/screens/', import.meta.url).pathname;
mkdirSync(SCREENS, { recursive: true });
const screen = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}lottery-${name}.png`, animations: 'disabled' });

/** Royal Tiger's player1, through the real (encrypted) login call. */
const login = (request: APIRequestContext) => apiLogin(request, 'player1', 'Player123!', TIGER);
/** The header's balance in dollars. */
const balance = async (page: Page) => Number((await page.getByTestId('balance').innerText()).replace(/[^\d.]/g, ''));
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('the lottery', () => {
  test('a 1-minute fast game: a bet on big/small, the draw, the result, the settled balance and the betting record', async ({ page, request }) => {
    test.setTimeout(180_000);
    // a member of its own: the balance is asserted to the cent while other suites play with Royal Tiger's player1
    const session = await registerFundedMember(request, { host: TIGER, brandId: 'tiger', amount: '1000' });
    await keepSessionOnLoad(page, session);
    await page.goto(tiger('/lottery?gameCode=SSC5D&playType=SUM_BIG_SMALL'));
    await expect(page.getByRole('heading', { level: 1, name: en('in_lottery') })).toBeVisible();
    await expect(page.getByTestId('lottery-game-name')).toHaveText('Fast 5D 1 Min');
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByRole('radio', { name: en('lottery_play_sum_big_small') })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('result-balls').first()).toBeVisible();
    await expect(page.getByTestId('balance')).toContainText('$');
    const before = await balance(page);

    // pick and see the figures the server will compute
    await slip.getByRole('button', { name: en('lottery_option_big') }).click();
    await expect(slip.getByRole('button', { name: en('lottery_option_big') })).toHaveAttribute('aria-pressed', 'true');
    await slip.getByLabel(en('lottery_stake_per_bet')).fill('10');
    await expect(slip.getByTestId('slip-bets')).toHaveText('1');
    await expect(slip.getByTestId('slip-total')).toHaveText('$10.00');
    await expect(slip.getByTestId('slip-win')).not.toHaveText('$0.00');
    // both sides cover each other: the slip says the ticket counts one pick toward wagering before it is placed
    await expect(slip.getByTestId('slip-hedge-note')).toHaveCount(0);
    await slip.getByRole('button', { name: en('lottery_option_small') }).click();
    await expect(slip.getByTestId('slip-hedge-note')).toHaveText(en('lottery_hedge_counts_one'));
    await slip.getByRole('button', { name: en('lottery_option_small') }).click();
    await expect(slip.getByTestId('slip-hedge-note')).toHaveCount(0);
    // an invalid stake is refused before sending, in the player's language
    await slip.getByLabel(en('lottery_stake_per_bet')).fill('1.234');
    await expect(slip.getByRole('alert')).toHaveText(en('lottery_stake_invalid'));
    await slip.getByLabel(en('lottery_stake_per_bet')).fill('10');
    await screen(page, 'fast-slip-1280');

    // bet with time to spare before the close
    await expect.poll(() => drawSecondsLeft(page), { timeout: 70_000, intervals: [500] }).toBeGreaterThan(8);
    const title = (await page.getByTestId('draw-panel').getByRole('heading', { level: 2 }).textContent())!;
    const drawNo = /(\d{8}-\d{4})/.exec(title)![1]!;
    await slip.getByRole('button', { name: en('lottery_place_bet') }).click();
    await expect(slip.getByRole('status')).toHaveText(en('lottery_bet_placed', { drawNo }));
    await expect(page.getByTestId('balance')).toContainText(money(before - 10));
    const bet = page.getByTestId('my-bet').first();
    await expect(bet).toContainText(drawNo);
    await expect(bet.getByTestId('bet-status')).toHaveText(en('lottery_status_open'));

    // the draw closes, is drawn, and the bet settles (the server's real schedule: within about 70 s)
    await expect(page.getByRole('heading', { name: en('lottery_latest_result', { drawNo }) })).toBeVisible({ timeout: 100_000 });
    await expect(bet.getByTestId('bet-status')).not.toHaveText(en('lottery_status_open'), { timeout: 30_000 });
    const status = await bet.getByTestId('bet-status').textContent();
    expect([en('lottery_status_won'), en('lottery_status_lost')]).toContain(status);
    const payout = Number((await bet.getByTestId('bet-payout').innerText()).replace(/[^\d.]/g, ''));
    // big wins when the sum of the five balls is 23 or more
    const sum = Number(await page.getByTestId('draw-panel').getByTestId('result-sum').textContent());
    expect(status).toBe(sum >= 23 ? en('lottery_status_won') : en('lottery_status_lost'));
    expect(payout > 0).toBe(sum >= 23);
    await expect(page.getByTestId('balance')).toContainText(money(before - 10 + payout), { timeout: 15_000 });
    await screen(page, 'fast-settled-1280');

    // the settled ticket is in the member centre's betting record too, with its stake and payout
    await page.getByRole('button', { name: en('in_account_menu') }).click();
    await page.getByRole('menuitem', { name: en('in_betting_record') }).click();
    const record = page.getByRole('dialog', { name: en('mc_member_center') }).getByRole('row').filter({ hasText: 'Fast 5D 1 Min' });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText(en('wl_bet_settled'));
    await expect(record).toContainText('$10.00');
    await expect(record).toContainText(money(payout));
  });

  test('on a phone the bet slip comes right after the draw, with the history below it', async ({ page }) => {
    await keepSessionOnLoad(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tiger('/lottery?gameCode=SSC5D'));
    const slip = page.getByTestId('bet-slip');
    const history = page.getByRole('tabpanel');
    await expect(history.getByTestId('history-row').first()).toBeVisible();
    await expect(slip).toBeVisible();
    const [slipBox, historyBox, drawBox] = [await slip.boundingBox(), await history.boundingBox(), await page.getByTestId('draw-panel').boundingBox()];
    expect(slipBox!.y).toBeGreaterThan(drawBox!.y);
    expect(slipBox!.y + slipBox!.height).toBeLessThanOrEqual(historyBox!.y);
    await screen(page, 'phone-slip-first');
  });

  test('/vnlottery: a game from the side menu, its prize table, history, trend and a verified draw; a favourite kept after reload', async ({ page, request }) => {
    const session = await login(request);
    await keepSessionOnLoad(page, session);
    await page.goto(tiger('/vnlottery'));
    await expect(page.getByRole('heading', { level: 1, name: en('in_vn_lottery') })).toBeVisible();
    // the immersive layout hides the header: the page shows the balance itself
    await expect(page.getByTestId('lottery-balance')).toContainText(/\$[\d,]+\.\d\d/);
    const menu = page.getByRole('navigation', { name: en('lottery_games_menu') });
    const south = menu.getByRole('region', { name: en('lottery_group_mn') });
    await south.getByRole('link', { name: 'Miền Nam', exact: true }).click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=VNMN$/);
    await expect(page.getByTestId('lottery-game-name')).toHaveText('Miền Nam');

    // the South's prize table: special prize down to the eighth
    const table = page.getByTestId('draw-panel').getByTestId('prize-table');
    await expect(table.getByRole('rowheader', { name: en('lottery_prize_special') })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: en('lottery_prize_eighth') })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(9);

    // history: paginated, a draw opens to its result and its fairness check
    const history = page.getByTestId('draw-history');
    await expect(history.getByTestId('history-row').first()).toBeVisible();
    await history.getByTestId('history-row').first().getByRole('button').first().click();
    await history.getByRole('button', { name: en('lottery_verify') }).click();
    await expect(history.getByTestId('verify-result')).toContainText(en('lottery_verify_ok'));
    await page.getByRole('tab', { name: en('lottery_tab_trend') }).click();
    await expect(page.getByTestId('trend')).toBeVisible();

    // the number picker and the slip: lô 2 with two numbers
    const slip = page.getByTestId('bet-slip');
    await slip.getByRole('radio', { name: en('lottery_play_lo2') }).click();
    await slip.getByRole('button', { name: '07', exact: true }).click();
    await slip.getByRole('button', { name: '07', exact: true }).press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(slip.getByRole('button', { name: '08', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByTestId('slip-bets')).toHaveText('2');
    await screen(page, 'vn-1280');

    // a favourite, kept on this device for this username
    await south.getByRole('button', { name: en('lottery_add_favorite', { name: 'Miền Nam' }) }).click();
    const favorites = menu.getByRole('region', { name: en('lottery_favorites') });
    await expect(favorites.getByRole('link', { name: 'Miền Nam' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: en('lottery_games_menu') }).getByRole('region', { name: en('lottery_favorites') }).getByRole('link', { name: 'Miền Nam' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screen(page, 'vn-390');
  });

  test('the external lottery window: the Vietnam Lottery Lobby opens /vnlottery in a window of its own, logged in', async ({ page, request }) => {
    const session = await login(request);
    await keepSessionOnLoad(page, session);
    await page.goto(tiger('/elott'));
    const entry = page.getByTestId('elott-popular').getByRole('button', { name: new RegExp(`^Vietnam Lottery Lobby\\s*${en('lottery_new_window')}`) });
    await expect(entry).toBeVisible();
    const opened = page.waitForEvent('popup');
    await entry.click();
    const popup = await opened;
    // the lottery lobby: /vnlottery without a game (the first game shows), in the launch's language
    await expect(popup).toHaveURL(new RegExp(`^http://${TIGER.replace('.', '\\.')}/vnlottery\\?language=EN$`));
    await expect(popup.getByRole('heading', { level: 1, name: en('in_vn_lottery') })).toBeVisible();
    await expect(popup.getByRole('navigation', { name: en('lottery_games_menu') }).getByRole('link').first()).toBeVisible();
    await expect(popup.getByTestId('lottery-game-name')).not.toBeEmpty();
    // the window shares the player's session: the slip bets rather than asking for a login
    await expect(popup.getByTestId('bet-slip').getByRole('button', { name: en('lottery_place_bet') })).toBeVisible();
    // the opener stays on /elott
    await expect(page).toHaveURL(/\/elott$/);
    // the side menu moves within the window; no way back out of it but closing it
    await popup.getByRole('navigation', { name: en('lottery_games_menu') }).getByRole('link', { name: 'Miền Nam', exact: true }).first().click();
    await expect(popup).toHaveURL(/\/vnlottery\?gameCode=VNMN$/);
    await screen(popup, 'window-1280');
    const closed = popup.waitForEvent('close');
    // the button closes its own window: a click that outlives the page is the expected end, not a failure
    await popup
      .getByRole('button', { name: en('lottery_close_window') })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;
  });

  test('a visitor: /elott cards with live countdowns open the game; betting asks for a login; an unknown game says so', async ({ page }) => {
    await keepSessionOnLoad(page);
    await page.goto(tiger('/elott'));
    await expect(page.getByRole('heading', { level: 1, name: en('in_category_elott') })).toBeVisible();
    const cards = page.getByTestId('elott-games');
    await expect(cards.getByRole('link')).toHaveCount(3);
    await expect(cards.getByRole('timer').first()).toBeVisible();
    await expect(page.getByTestId('elott-popular').getByRole('link').first()).toBeVisible();
    await screen(page, 'elott-1280');
    await cards.getByRole('link', { name: 'Fast 5D 3 Min' }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=SSC5D3$/);
    await expect(page.getByTestId('lottery-game-name')).toHaveText('Fast 5D 3 Min');
    await page.getByTestId('bet-slip').getByRole('button', { name: en('lottery_login_to_bet') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto(tiger('/lottery?gameCode=SEA645'));
    await expect(page.getByText(en('lottery_not_available'))).toBeVisible();
  });
});
