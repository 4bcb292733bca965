import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { keepSessionOnLoad, operatorCall, registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { openSection, opsPage, signIn } from './backoffice-support';
import { translator } from './texts';

/**
 * The game catalogue per brand (issue 29) in Chromium against the real server: owner1 hides a Royal Tiger slot in
 * the back office; a member whose lobby still shows it is refused when opening it, and the lobby no longer lists it.
 */
const en = translator('en', ['lobby']);
const port = process.env.E2E_PORT ?? '4180';

test('owner1 hides a game for one brand: it leaves the lobby and its launch is refused', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '5' });
  await keepSessionOnLoad(page, member);
  await page.goto(tigerURL('/rng?gameType=RNG&page=1&vassalage=PG'));
  const grid = page.getByRole('list', { name: en('lobby_all_games') });
  const first = grid.getByRole('listitem').first();
  const name = (await first.getByRole('button').first().getAttribute('title'))!;
  const tile = grid.getByRole('button').and(grid.getByTitle(name, { exact: true }));
  await expect(tile).toBeVisible();
  type Games = { list: Array<{ gameId: number; name: string; enabled: boolean }> };
  const found = await operatorCall<Games>(request, 'GET', `/catalogue/games?brandId=tiger&vassalage=PG&keyword=${encodeURIComponent(name)}`);
  const gameId = found.list.find((g) => g.name === name)!.gameId;

  const { context, page: ops } = await opsPage(browser, 238);
  await signIn(ops, 'owner1');
  await openSection(ops, t('nav_catalogue'));
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });
  await expect(ops.getByRole('heading', { level: 1, name: t('cat_title', { brand: 'Royal Tiger' }) })).toBeVisible();
  await ops.getByLabel(t('cat_provider')).selectOption('PG');
  await ops.getByLabel(t('cat_search')).fill(name);
  await ops.getByRole('button', { name: t('search') }).click();
  const games = ops.getByRole('table', { name: t('cat_games') });
  await games.getByRole('button', { name: t('cat_game_edit', { name }) }).click();
  const dialog = ops.getByRole('dialog', { name: t('cat_game_edit', { name }) });
  await dialog.getByLabel(t('cat_game_enabled')).uncheck();
  await dialog.getByRole('button', { name: t('save') }).click();
  await expect(dialog).toBeHidden();
  await expect(ops.getByText(t('cat_game_saved_off', { name }))).toBeVisible();
  await expect(games.getByRole('row').filter({ hasText: name })).toContainText(t('cat_hidden'));
  await settle(ops);
  const findings = await seriousViolations(ops, 'game catalogue');
  expect(findings, describeFindings(findings)).toEqual([]);
  await context.close();

  try {
    // the member's page still lists the game from before: opening it is refused, and nothing opens
    await tile.click();
    await expect(page.getByText(en('err_game_not_found'))).toBeVisible();
    await expect(page).not.toHaveURL(/\/seamless/);
    // a fresh lobby does not list it; the provider's other games stay
    await page.reload();
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(tile).toHaveCount(0);
  } finally {
    // back as it was: other tests play Royal Tiger's PG slots
    await operatorCall(request, 'POST', '/catalogue/games', { brandId: 'tiger', gameId, enabled: true });
  }
});
