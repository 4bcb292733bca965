import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { apiLogin, operatorCall, registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { openSection, opsPage, signIn } from './backoffice-support';
import { translator } from './texts';

/**
 * Platform messages (issue 29) in Chromium against the real server: marketing1 writes a service message to a fresh
 * Royal Tiger player, counts its recipients (1) and sends it; the player logs in on the site, reads it in their
 * messages, and switches marketing messages off, which the next marketing count of the back office shows.
 */
const en = translator('en', ['auth', 'member-center']);

test('marketing1 sends a service message to a new player, who reads it in their messages and opts out of marketing', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const port = process.env.E2E_PORT ?? '4180';
  const player = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });
  const message = { title: `Your account ${Date.now().toString(36)}`, body: 'We checked your account.\nAll is in order.' };

  // --- the back office: write, count, send ---
  const { context, page: ops } = await opsPage(browser, 236);
  await signIn(ops, 'marketing1');
  await openSection(ops, t('nav_messages'));
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });
  await expect(ops.getByRole('heading', { level: 1, name: t('ms_title_page') })).toBeVisible();
  await ops.getByRole('button', { name: t('ms_new') }).click();
  const form = ops.getByRole('form', { name: t('ms_new_title', { brand: 'Royal Tiger' }) });
  await expect(form.getByLabel(t('ms_kind'))).toHaveValue('service');
  await expect(form.getByLabel(t('ms_audience'))).toHaveValue('player');
  await form.getByLabel(t('ms_username')).fill(player.username);
  await form.getByLabel(t('ms_message_title', { language: 'EN' })).fill(message.title);
  await form.getByLabel(t('ms_message_body', { language: 'EN' })).fill(message.body);
  // Royal Tiger speaks English only: the form asks for no other language
  await expect(form.getByLabel(t('ms_message_title', { language: 'TY' }))).toHaveCount(0);
  await form.getByRole('button', { name: t('ms_count') }).click();
  const figures = form.getByTestId('audience-count');
  await expect(figures.getByRole('definition').nth(1)).toHaveText('1');
  await settle(ops);
  const findings = await seriousViolations(ops, 'the Messages page’s form');
  expect(findings, describeFindings(findings)).toEqual([]);
  await form.getByRole('button', { name: t('ms_send_now') }).click();
  await ops.getByRole('button', { name: t('confirm') }).click();
  await expect(ops.getByText(t('ms_done_sending', { title: message.title, count: 1 }))).toBeVisible();
  // the detail follows the send until the message is delivered
  const detail = ops.getByTestId('campaign-detail');
  await expect(detail.getByTestId('campaign-status')).toHaveText(t('ms_status.sent'), { timeout: 20_000 });
  await expect(ops.getByRole('table', { name: t('ms_list') }).getByRole('row').filter({ hasText: message.title })).toContainText(t('ms_progress', { delivered: 1, recipients: 1 }));

  // --- the player site: log in, read it, opt out of marketing ---
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(tigerURL('/'));
  await page.getByRole('banner').getByRole('button', { name: en('in_login') }).click();
  const login = page.getByRole('dialog', { name: en('in_login') });
  await login.getByRole('textbox', { name: en('in_username') }).fill(player.username);
  await login.getByLabel(en('in_password'), { exact: true }).fill(player.password);
  await login.getByRole('button', { name: en('in_login'), exact: true }).click();
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const memberCenter = page.getByRole('dialog', { name: en('mc_member_center') });
  await memberCenter.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('in_platform_information')}`) }).click();
  const inbox = memberCenter.getByTestId('message').filter({ hasText: message.title });
  await inbox.getByRole('button').click();
  await expect(inbox).toContainText('All is in order.');

  const marketing = memberCenter.getByRole('switch', { name: en('mc_marketing_messages') });
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  await expect(marketing).not.toBeChecked();
  await expect(marketing).toBeEnabled();
  // the back office's next marketing count leaves the player out
  const count = await operatorCall<{ recipients: number; skipped: { optedOut: number } }>(request, 'POST', '/messages/preview', {
    brandId: 'tiger',
    kind: 'marketing',
    audience: { type: 'player', username: player.username },
  });
  expect(count).toMatchObject({ recipients: 0, skipped: { optedOut: 1 } });
  await context.close();
});

test('marketing1 sends a message to the VIP5+ segment: player1 (VIP5) reads it in platform messages, a VIP0 member does not', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const port = process.env.E2E_PORT ?? '4180';
  const host = `tiger.localhost:${port}`;
  // Royal Tiger's player1 (the demo brand's has its unread count read by the wallet spec)
  const vip5 = await apiLogin(request, 'player1', 'Player123!', host);
  const vip0 = await registerFundedMember(request, { host, brandId: 'tiger', amount: '1' });
  const title = `VIP weekend ${Date.now().toString(36)}`;

  const { context, page: ops } = await opsPage(browser, 237);
  await signIn(ops, 'marketing1');
  await openSection(ops, t('nav_messages'));
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });
  await ops.getByRole('button', { name: t('ms_new') }).click();
  const form = ops.getByRole('form', { name: t('ms_new_title', { brand: 'Royal Tiger' }) });
  await form.getByLabel(t('ms_audience')).selectOption('segment');
  await form.getByLabel(t('ms_vip_from')).fill('5');
  await form.getByLabel(t('ms_message_title', { language: 'EN' })).fill(title);
  await form.getByLabel(t('ms_message_body', { language: 'EN' })).fill('Double points for VIP5 and above.');
  await form.getByRole('button', { name: t('ms_count') }).click();
  await expect(form.getByTestId('audience-count').getByRole('definition').nth(1)).not.toHaveText('0');
  await form.getByRole('button', { name: t('ms_send_now') }).click();
  await ops.getByRole('button', { name: t('confirm') }).click();
  await expect(ops.getByTestId('campaign-detail').getByTestId('campaign-status')).toHaveText(t('ms_status.sent'), { timeout: 20_000 });
  await context.close();

  const titlesOf = async (session: { token: string }) => {
    const res = await request.get(`http://127.0.0.1:${port}/wps/relay/CSP_messageList?pageNo=1&pageSize=50`, { headers: { host, token: session.token, language: 'EN' } });
    return ((await res.json()).value.list as Array<{ title: string }>).map((m) => m.title);
  };
  expect(await titlesOf(vip5)).toContain(title);
  expect(await titlesOf(vip0)).not.toContain(title);
});
