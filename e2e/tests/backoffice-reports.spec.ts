import { addDays, zonedDate } from '../../packages/contract/src/zoned-time';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { nav, opsPage, signIn } from './backoffice-support';

/**
 * The games report (issue 30) in Chromium against the real server: owner1 reads yesterday's GGR of Lucky Nine on the
 * dashboard (stakes minus wins of the seeded play, summed from the bets) and in the games report (kept by the
 * settling transactions, a separate path): the two agree, and the report's CSV downloads; today's rewards show the
 * seed's welcome points; the players and agents reports show today's actives and agent1's team. Yesterday: the
 * seed's play only, no other test bets on it. Days are the demo brand's (Asia/Manila), on the dashboard and in the reports.
 */
test('owner1 reads a day’s GGR on the dashboard and in the games report: the same figure, and the CSV downloads', async ({ browser }) => {
  test.setTimeout(90_000);
  const yesterday = addDays(zonedDate(Date.now(), 'Asia/Manila'), -1);
  const { context, page } = await opsPage(browser, 239);
  await signIn(page, 'owner1');
  await page.goto(`/dashboard?brandId=demo&from=${yesterday}&to=${yesterday}`);
  const dashboardTotals = page.locator(`dl[aria-label="${t('dash_total')}"]`);
  const dashboardGgr = dashboardTotals.locator('div').filter({ has: page.getByText(t('fig.ggrMinor'), { exact: true }) }).locator('dd');
  await expect(dashboardGgr).not.toHaveText('');
  const ggr = (await dashboardGgr.textContent())!;
  expect(ggr).not.toBe('0.00');

  await nav(page).getByRole('link', { name: t('nav_reports') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('rep_title', { brand: 'Lucky Nine' }) })).toBeVisible();
  await page.getByLabel(t('rep_from')).fill(yesterday);
  await page.getByLabel(t('rep_to')).fill(yesterday);
  await page.getByRole('button', { name: t('rep_show') }).click();
  const totals = page.locator(`dl[aria-label="${t('rep_totals')}"]`);
  await expect(totals.locator('div').filter({ has: page.getByText(t('rep_ggr'), { exact: true }) }).locator('dd')).toHaveText(ggr);
  const table = page.getByRole('table', { name: t('rep_games_caption', { group: t('rep_group.day') }) });
  await expect(table.getByRole('row').filter({ hasText: yesterday })).toContainText(ggr);

  // by provider, and its CSV
  await page.getByLabel(t('rep_group_by')).selectOption('provider');
  const providers = page.getByRole('table', { name: t('rep_games_caption', { group: t('rep_group.provider') }) });
  await expect(providers.getByRole('row').nth(1)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('export_csv') }).click()]);
  expect(download.suggestedFilename()).toBe(`games-demo-${yesterday}-${yesterday}-provider.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain(t('rep_ggr'));
  expect(csv.trim().split('\n').length).toBeGreaterThan(1);

  // the payments of the same days: the totals and the orders by status
  await page.getByRole('tab', { name: t('rep_tab.payments') }).click();
  await expect(page.locator(`dl[aria-label="${t('rep_payments_totals')}"]`)).toContainText(t('rep_first_deposits'));
  await expect(page.getByRole('table', { name: t('rep_deposit_orders') })).toBeVisible();
  // and the responsible-gaming trail under Lucky Nine's pack
  await page.getByRole('tab', { name: t('rep_tab.rg') }).click();
  await expect(page.getByRole('table', { name: t('rep_rg_actions', { pack: 'mga' }) })).toContainText(t('rep_rg_action.time_out'));

  // today's rewards: the seed's welcome points for player1, posted when the server started
  const today = zonedDate(Date.now(), 'Asia/Manila');
  await page.getByLabel(t('rep_from')).fill(today);
  await page.getByLabel(t('rep_to')).fill(today);
  await page.getByRole('button', { name: t('rep_show') }).click();
  await page.getByRole('tab', { name: t('rep_tab.rewards') }).click();
  await expect(page.locator(`dl[aria-label="${t('rep_rewards_totals')}"]`)).toContainText(t('rep_rewards_net'));
  await expect(page.getByRole('table', { name: t('rep_rewards_points') }).getByRole('row').filter({ hasText: t('rep_points_kind.adjust') })).toBeVisible();

  // today's players and agents: the seed's accounts registered when the server started, agent1's team played today
  await page.getByRole('tab', { name: t('rep_tab.players') }).click();
  const playerTotals = page.locator(`dl[aria-label="${t('rep_players_totals')}"]`);
  await expect(playerTotals.locator('div').filter({ has: page.getByText(t('rep_active_distinct'), { exact: true }) }).locator('dd')).not.toHaveText('0');
  await expect(page.getByRole('table', { name: t('rep_players_by_day') }).getByRole('row').filter({ hasText: today })).toBeVisible();
  await expect(page.getByRole('table', { name: t('rep_cohorts') }).getByRole('row')).toHaveCount(2);
  await page.getByRole('tab', { name: t('rep_tab.agents') }).click();
  await expect(page.getByRole('table', { name: t('rep_agents_by_level') }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: t('rep_top_agents', { n: 20 }) }).getByRole('row').filter({ hasText: 'agent1' })).toBeVisible();

  await settle(page);
  const findings = await seriousViolations(page, 'reports');
  expect(findings, describeFindings(findings)).toEqual([]);
  await context.close();
});
