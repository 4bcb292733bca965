import { VN_PRIZE_TABLES } from '@app/contract/lottery-rules';
import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { nav, opsPage, signIn } from './backoffice-support';

/**
 * Official results (issue 29) in Chromium against the real server: owner1 puts a province draw (Kon Tum, which no
 * other spec plays) on official results, its open draw is made due (the test runner's aid: the real one is on a
 * Sunday evening), owner1 types the official sheet and waits for a second operator; risk1 confirms it, the draw
 * settles and players read the official numbers. The game goes back to our seed at the end.
 */
const port = process.env.E2E_PORT ?? '4180';
const api = (path: string) => `http://127.0.0.1:${port}${path}`;
const GAME = 'VNMT_KT';
const GAME_NAME = 'Kon Tum';

test('owner1 enters a province draw’s official sheet, risk1 confirms it, and the draw settles with those numbers', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { page: owner } = await opsPage(browser, 70);
  await signIn(owner, 'owner1');
  await nav(owner).getByRole('link', { name: t('nav_lottery_risk') }).click();
  const games = owner.getByRole('table', { name: t('res_games') });
  await owner.getByRole('button', { name: t('res_to_official_label', { game: GAME_NAME }) }).click();
  await expect(games.getByRole('row').filter({ hasText: GAME })).toContainText(t('res_source.official'));

  const due = await request.post(api('/dev/lottery/draw-due'), { data: { gameCode: GAME } });
  expect(due.ok(), await due.text()).toBe(true);
  const drawNo = (await due.json()).value.drawNo as string;
  // the scheduler closes it within a second and, the game being on official results, leaves it waiting
  const sheet = owner.getByRole('form', { name: t('res_entry_label', { game: GAME_NAME, drawNo }) });
  await expect(async () => {
    await owner.reload();
    await expect(sheet).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // the official sheet of the south's table: the special prize 123456, every other number its row's digits
  for (const row of VN_PRIZE_TABLES.VN_SOUTH) {
    const numbers = row.prize === 'special' ? ['123456'] : Array.from({ length: row.count }, (_, i) => String(i + 1).repeat(row.digits));
    await sheet.getByLabel(t(`res_prize.${row.prize}`)).fill(numbers.join(' '));
  }
  await sheet.getByRole('button', { name: t('res_enter_save') }).click();
  await expect(owner.getByText(t('res_waiting_second'))).toBeVisible();
  // the typist cannot confirm their own sheet
  await expect(owner.getByRole('button', { name: t('res_confirm') })).toHaveCount(0);

  const { page: risk } = await opsPage(browser, 70);
  await signIn(risk, 'risk1');
  await nav(risk).getByRole('link', { name: t('nav_lottery_risk') }).click();
  const entry = risk.getByRole('table', { name: t('res_entry_caption', { drawNo }) });
  await expect(entry.getByRole('row').filter({ hasText: t('res_prize.special') })).toContainText('123456');
  await expect(risk.getByText(/^Entered by owner1 at /)).toBeVisible();
  await risk.getByRole('button', { name: t('res_confirm') }).click();
  await expect(risk.getByText(new RegExp(`${GAME_NAME} draw ${drawNo} has its official result`))).toBeVisible();

  // players read the official numbers; the draw has no seed to verify
  await expect
    .poll(async () => (await (await request.get(api(`/lgw/lottery/draw?gameCode=${GAME}&drawNo=${drawNo}`))).json()).value?.draw?.status, { timeout: 30_000 })
    .toBe('settled');
  const shown = (await (await request.get(api(`/lgw/lottery/draw?gameCode=${GAME}&drawNo=${drawNo}`))).json()).value.draw;
  expect(shown).toMatchObject({ resultSource: 'official', serverSeed: null });
  expect(shown.result.prizes[0]).toEqual({ prize: 'special', numbers: ['123456'] });

  // back to our seed, as the demo runs it
  await owner.reload();
  await owner.getByRole('button', { name: t('res_to_seed_label', { game: GAME_NAME }) }).click();
  await expect(owner.getByRole('table', { name: t('res_games') }).getByRole('row').filter({ hasText: GAME })).toContainText(t('res_source.seed'));
});
