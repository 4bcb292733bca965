import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { t } from '../../apps/backoffice/src/lib/texts';
import { keepSessionOnLoad, registerFundedMember } from '../support';
import { nav, opsPage, signIn } from './backoffice-support';
import { en } from './texts';

/**
 * Announcements (issue 29) in Chromium against the real server: marketing1 publishes a members-only announcement on
 * Royal Tiger (the demo brand's announcement count is asserted by the shell spec) in EN and TY; a signed-in player
 * reads it on the home page's announcement bar while a visitor's list does not hold it; taken down, it is gone.
 */
const port = process.env.E2E_PORT ?? '4180';
const TIGER = `tiger.localhost:${port}`;
const api = (path: string) => `http://127.0.0.1:${port}${path}`;

test('marketing1 publishes a members-only announcement; a player reads it, a visitor does not; taken down, it is gone; a help article reaches the help centre', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const title = `Members' weekend ${Date.now().toString(36)}`;
  const { page: ops } = await opsPage(browser, 80);
  await signIn(ops, 'marketing1');
  await nav(ops).getByRole('link', { name: t('nav_content') }).click();
  await expect(ops.getByRole('heading', { level: 1, name: t('ann_title_page') })).toBeVisible();
  await ops.getByLabel(t('brand_switcher')).selectOption({ label: 'Royal Tiger' });
  await ops.getByRole('button', { name: t('ann_new') }).click();
  const form = ops.getByRole('form', { name: t('ann_new') });
  await form.getByLabel(t('ann_audience')).selectOption('members');
  // written in each language the brand offers (Royal Tiger: English only), each needed, the problem under its field
  await expect(form.getByLabel(`${t('ann_title')} (TY)`)).toHaveCount(0);
  await form.getByLabel(`${t('ann_title')} (EN)`).fill(title);
  await form.getByRole('button', { name: t('ann_publish') }).click();
  await expect(form.getByLabel(`${t('ann_content')} (EN)`)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(`${t('ann_content')} (EN)`).fill('Double points for members all weekend.');
  await form.getByRole('button', { name: t('ann_publish') }).click();
  await expect(ops.getByText(t('ann_saved', { title, state: t('ann_state.live') }))).toBeVisible();
  const row = ops.getByRole('table', { name: t('ann_list') }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(t('ann_audience.members'));
  await expect(row).toContainText('marketing1');

  // a signed-in Royal Tiger player reads it on the home page
  const session = await registerFundedMember(request, { host: TIGER, brandId: 'tiger', amount: '1' });
  await keepSessionOnLoad(page, session);
  await page.goto(`http://${TIGER}/`);
  await expect(page.getByRole('region', { name: en('in_announcements') })).toContainText(title);
  // a visitor's list does not hold it
  const visitorList = async () => ((await (await request.get(api('/wps/relay/MCSFE_getListAnnouncements?pageSize=100'), { headers: { host: TIGER } })).json()).value.list as Array<{ title: string }>).map((a) => a.title);
  expect(await visitorList()).not.toContain(title);

  // taken down: gone for the player too
  await row.getByRole('button', { name: t('ann_remove_label', { title }) }).click();
  await ops.getByRole('button', { name: t('confirm') }).click();
  await expect(ops.getByText(t('ann_removed', { title }))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: en('in_announcements') })).toBeVisible();
  await expect(page.getByRole('region', { name: en('in_announcements') })).not.toContainText(title);

  // a help article in the brand's language, with the formatting the editor offers, reaches the brand's help centre
  const key = `e2e-${Date.now().toString(36)}`;
  await ops.getByRole('tab', { name: t('content_tab.help') }).click();
  await ops.getByRole('button', { name: t('help_new') }).click();
  const article = ops.getByRole('form', { name: t('help_new') });
  await article.getByLabel(t('help_key')).fill(key);
  await article.getByLabel(t('help_category')).fill('account');
  await article.getByLabel(`${t('help_title')} (EN)`).fill('Changing your nickname');
  await article.getByRole('textbox', { name: `${t('help_content')} (EN)` }).fill('Open the member centre and choose Profile.');
  await article.getByRole('button', { name: t('help_publish') }).click();
  await expect(ops.getByText(t('help_saved', { title: 'Changing your nickname' }))).toBeVisible();
  const help = (await (await request.get(api('/wps/system/helpCenter'), { headers: { host: TIGER, language: 'EN' } })).json()).value as { categories: Array<{ articles: Array<{ key: string; title: string; content: string }> }> };
  const found = help.categories.flatMap((c) => c.articles).find((a) => a.key === key);
  expect(found).toMatchObject({ title: 'Changing your nickname' });
  expect(found!.content).toContain('Open the member centre and choose Profile.');

  // a slide with an uploaded picture on Royal Tiger's home page; the player's home carousel shows it; then back to the brand's own
  await ops.getByRole('tab', { name: t('content_tab.banners') }).click();
  await ops.getByLabel(t('ban_page'), { exact: true }).selectOption('home');
  await ops.getByRole('button', { name: t('ban_new') }).click();
  const slideForm = ops.getByRole('form', { name: t('ban_new') });
  const picture = await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#7a1f4d' } }).jpeg().toBuffer();
  await slideForm.getByLabel(t('ban_picture')).setInputFiles({ name: 'slide.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(slideForm.getByText(t('image_done', { width: 1200, height: 400 }))).toBeVisible();
  await slideForm.getByLabel(t('ban_title')).fill('Members night');
  await slideForm.getByLabel(t('ban_link')).selectOption('ROUTE');
  await slideForm.getByLabel(t('ban_linkage')).fill('promotions');
  await slideForm.getByRole('button', { name: t('ban_save') }).click();
  // the contract's check under the field: a page of the site starts with /
  await expect(slideForm.getByLabel(t('ban_linkage'))).toHaveAttribute('aria-invalid', 'true');
  await slideForm.getByLabel(t('ban_linkage')).fill('/promotions');
  await slideForm.getByRole('button', { name: t('ban_save') }).click();
  await expect(ops.getByText(t('ban_saved', { title: 'Members night', page: t('ban_group.home') }))).toBeVisible();
  await page.goto(`http://${TIGER}/`);
  const carousel = page.getByRole('region', { name: en('in_banners') });
  await expect(carousel.locator('img[src*="/media/uploads/"]').first()).toBeAttached();
  await ops.getByRole('button', { name: t('ban_reset') }).click();
  await ops.getByRole('button', { name: t('confirm') }).click();
  await expect(ops.getByText(t('ban_reset_done'))).toBeVisible();
});
