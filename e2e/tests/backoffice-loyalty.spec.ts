import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { t } from '../../apps/backoffice/src/lib/texts';
import { registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { openSection, opsPage, signIn } from './backoffice-support';
import { translator } from './texts';

/**
 * The Loyalty page (issue 29) in Chromium against the real server: marketing1 creates a Royal Tiger mission (a weekly
 * count of in-house rounds) and a points mall item with an uploaded picture, each in its own code and category so the
 * other specs' missions and catalogue hold; a new player of the brand then finds the mission on their missions page
 * and the item, with the picture, in the points mall.
 */
const en = translator('en', ['auth', 'member-center', 'loyalty']);
const shots = new URL('../../test-results/backoffice-loyalty-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png`, fullPage: true, animations: 'disabled' });

test('marketing1 creates a mission and a mall item with a picture; a player sees both on the site', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const mission = { code: `e2e-rounds-${run}`, title: `Play 50 in-house rounds ${run}` };
  const item = { code: `e2e-cap-${run}`, category: `gifts_${run}`, name: `Lucky cap ${run}` };

  const { context, page: ops } = await opsPage(browser, 230);
  await signIn(ops, 'marketing1');
  await openSection(ops, t('nav_loyalty'));
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });
  await expect(ops.getByRole('heading', { level: 1, name: t('lo_page_title', { brand: 'Royal Tiger' }) })).toBeVisible();

  // --- a mission: what it counts, the period, the target, the reward and the texts in each of the brand's languages (Royal Tiger: English) ---
  await expect(ops.getByRole('tab', { name: t('lo_tab.missions') })).toHaveAttribute('aria-selected', 'true');
  await ops.getByRole('button', { name: t('lo_mission_new') }).click();
  const missionForm = ops.getByRole('form', { name: t('lo_mission_new') });
  await missionForm.getByLabel(t('lo_code')).fill(mission.code);
  await missionForm.getByLabel(t('lo_kind')).selectOption('bet_count');
  await missionForm.getByLabel(t('lo_period')).selectOption('weekly');
  await missionForm.getByLabel(t('lo_category_counted')).selectOption('INHOUSE');
  await missionForm.getByLabel(t('lo_target_count')).fill('50');
  await missionForm.getByLabel(`${t('lo_title')} (EN)`).fill(mission.title);
  await expect(missionForm.getByLabel(`${t('lo_title')} (TY)`)).toHaveCount(0);
  await missionForm.getByLabel(`${t('lo_description')} (EN)`).fill('Any of our in-house games, this week.');
  await missionForm.getByLabel(t('lo_reward_kind')).selectOption('points');
  await missionForm.getByLabel(t('lo_reward_points')).fill('20');
  await missionForm.getByRole('button', { name: t('lo_mission_create') }).click();
  await expect(ops.getByText(t('lo_mission_created', { title: mission.title }))).toBeVisible();
  const missionRow = ops.getByRole('table', { name: t('lo_missions') }).getByRole('row').filter({ hasText: mission.code });
  await expect(missionRow).toContainText(t('lo_on'));
  await expect(missionRow).toContainText(t('lo_reward_points_text', { points: '20' }));
  await shot(ops, 'missions');

  // --- a mall item with an uploaded picture ---
  await ops.getByRole('tab', { name: t('lo_tab.mall') }).click();
  await ops.getByRole('button', { name: t('lo_item_new') }).click();
  const itemForm = ops.getByRole('form', { name: t('lo_item_new') });
  await itemForm.getByLabel(t('lo_code')).fill(item.code);
  await itemForm.getByLabel(t('lo_item_category')).fill(item.category);
  await itemForm.getByLabel(t('lo_item_points')).fill('5000');
  await itemForm.getByLabel(t('lo_item_stock')).fill('25');
  await itemForm.getByLabel(`${t('lo_item_name')} (EN)`).fill(item.name);
  await itemForm.getByLabel(`${t('lo_description')} (EN)`).fill('A cap in the brand colours, shipped to you.');
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b8860b' } }).jpeg().toBuffer();
  await itemForm.getByLabel(t('lo_item_image_pick')).setInputFiles({ name: 'cap.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(itemForm.getByText(t('image_done', { width: 900, height: 600 }))).toBeVisible();
  await expect(itemForm.getByRole('img', { name: t('lo_item_image_alt') })).toHaveJSProperty('naturalWidth', 900);
  await itemForm.getByLabel(t('lo_item_physical')).check();
  await settle(ops);
  await shot(ops, 'mall-item-editor');
  const findings = await seriousViolations(ops, 'the Loyalty page’s item editor');
  expect(findings, describeFindings(findings)).toEqual([]);
  await itemForm.getByRole('button', { name: t('lo_item_create') }).click();
  await expect(ops.getByText(t('lo_item_created', { name: item.name }))).toBeVisible();
  const itemRow = ops.getByRole('table', { name: t('lo_mall') }).getByRole('row').filter({ hasText: item.code });
  await expect(itemRow).toContainText('25');
  await expect(itemRow).toContainText(t('lo_item_shipped'));
  await expect(itemRow.locator('img[src*="/media/uploads/"]')).toHaveJSProperty('complete', true);
  await shot(ops, 'mall');
  // the VIP tiers, in the dark theme too
  await ops.getByRole('tab', { name: t('lo_tab.vip') }).click();
  await expect(ops.getByRole('listitem', { name: t('lo_tier_label', { level: 1, name: 'VIP1' }) })).toBeVisible();
  await shot(ops, 'vip-tiers');
  await ops.emulateMedia({ colorScheme: 'dark' });
  await shot(ops, 'vip-tiers-dark');
  await context.close();

  // --- the player site: a new Royal Tiger member (EN) ---
  const port = process.env.E2E_PORT ?? '4180';
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });
  await page.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('account', s.account);
    sessionStorage.setItem('isAgent', String(s.isAgent));
    sessionStorage.setItem('index_notice', '1');
  }, member);

  // the points mall: the item in its own category tab, with the uploaded picture
  await page.goto(tigerURL('/pointMall'));
  await expect(page.getByRole('heading', { name: en('in_point_mall'), level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(`^gifts ${run}$`, 'i') }).click();
  const card = page.getByTestId('reward').filter({ hasText: item.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(en('lo_delivered'));
  const picture = card.locator('img[src*="/media/uploads/"]');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  await shot(page, 'player-mall');

  // the missions page: the new mission in the weekly tab, nothing done yet
  await page.goto(tigerURL('/'));
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const memberCenter = page.getByRole('dialog', { name: en('mc_member_center') });
  await memberCenter.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('mission_activity')}`) }).click();
  await memberCenter.getByRole('tab', { name: new RegExp(`^${en('lo_period_weekly')}`) }).click();
  const missionCard = memberCenter.locator(`[data-testid="mission"][data-code="${mission.code}"]`);
  await expect(missionCard).toContainText(mission.title);
  await expect(missionCard.getByTestId('mission-progress')).toHaveText('0 / 50');
});
