import { expect, test } from '@playwright/test';
import { keepSessionOnLoad, registerFundedMember } from '../support';
import { translator } from './texts';

/*
 * Issue 17's player-activity tools in Chromium against the real server: the reality check pausing an in-house game,
 * and the date of birth at registration. Royal Tiger (tiger.localhost, English) follows the UKGC pack: reality checks
 * every 10 to 60 minutes, 2.5 s between slot rounds. Lucky Nine (TY) follows MGA: 18 or older, date of birth asked.
 */
const en = translator('en', ['auth', 'lobby', 'player-activity']);
const ty = translator('ty', ['auth', 'player-activity']);
const port = process.env.E2E_PORT ?? '4180';
const TIGER = `tiger.localhost:${port}`;
const tiger = (path: string) => `http://${TIGER}${path}`;
const tigerApi = (path: string) => `http://127.0.0.1:${port}${path}`;


test('a reality check pauses the in-house slot until the player answers it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerFundedMember(request, { host: TIGER, brandId: 'tiger', amount: '100' });
  const headers = { host: TIGER, token: member.token };
  // the shortest interval the pack allows
  const set = await request.put(tigerApi('/wps/activity/realityCheck'), { headers, data: { intervalMinutes: 10 } });
  expect((await set.json()).value).toMatchObject({ intervalMinutes: 10, due: false, range: { minMinutes: 10, maxMinutes: 60 } });

  await keepSessionOnLoad(page, member);
  await page.goto(tiger('/inhouse?gameType=INHOUSE&page=1&vassalage='));
  await page.getByRole('button', { name: en('lobby_play_game', { name: 'Lucky Sevens' }) }).click();
  const game = page.frameLocator('iframe[title="Lucky Sevens"]');
  const rounds = game.getByTestId('round-row');
  await game.getByTestId('play-button').click();
  await expect(rounds).toHaveCount(1);
  await expect(game.getByTestId('play-button')).toBeEnabled();

  // ten minutes later (a test runner's aid makes the check fall due now): the next spin is refused and the page asks
  const due = await request.post(tigerApi('/dev/reality-check/due'), { headers });
  expect(due.ok()).toBe(true);
  await game.getByTestId('play-button').click();
  await expect(game.getByRole('alert')).toHaveText(en('err_reality_check_due'));
  const dialog = page.getByRole('dialog', { name: en('pa_reality_check_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-check-time')).toHaveText(new RegExp(`^\\d+ ${en('pa_minutes')}$`));
  await expect(dialog.getByTestId('reality-check-net')).toHaveText(/^[+-]?\$\d[\d,]*\.\d{2}$/);
  await expect(dialog.getByRole('button', { name: en('pa_continue') })).toBeFocused();
  await expect(rounds).toHaveCount(1);

  await dialog.getByRole('button', { name: en('pa_continue') }).click();
  await expect(dialog).toBeHidden();
  await game.getByTestId('play-button').click();
  await expect(rounds).toHaveCount(2);
  await expect(game.getByRole('alert')).toHaveCount(0);

  // the responsible-gaming tools show the interval and this month's play
  await page.goto(tiger('/activity'));
  await expect(page.getByLabel(en('pa_interval_label'))).toHaveValue('10');
  await expect(page.getByTestId('activity-statement').getByRole('row')).toHaveCount(13);
});

test('registration refuses a date of birth under the minimum age', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/register');
  const form = page.getByRole('tabpanel');
  const birthday = form.getByLabel(ty('in_date_of_birth'));
  await expect(form.getByText(ty('in_birthday_age', { age: 18 }))).toBeVisible();
  await form.getByRole('textbox', { name: ty('in_username') }).fill(`young${Date.now().toString(36).slice(-6)}`);
  await form.getByLabel(ty('in_password'), { exact: true }).fill('Secret123');
  await form.getByLabel(ty('in_confirm_password'), { exact: true }).fill('Secret123');
  // one day short of 18 today
  const now = new Date();
  const oneDayShort = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
  await birthday.fill(oneDayShort);
  await form.getByRole('checkbox', { name: /18/ }).check();
  await form.getByRole('button', { name: ty('in_register'), exact: true }).click();
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await expect(birthday).toHaveAccessibleDescription(ty('in_birthday_age', { age: 18 }));
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('logged-in-bar')).toHaveCount(0);
});
