import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { keepSessionOnLoad, operatorCall, registerFundedMember } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { openSection, opsPage, signIn } from './backoffice-support';
import { translator } from './texts';

/**
 * Brand settings (issue 29) in Chromium against the real server: owner1 renames a Royal Tiger deposit channel and
 * raises its smallest deposit in the back office, and the player's deposit form offers it under the new name and
 * refuses an amount below the new limit, without a restart.
 */
const en = translator('en', ['auth', 'member-center', 'wallet']);
const port = process.env.E2E_PORT ?? '4180';
const TIGER = `tiger.localhost:${port}`;

test('owner1 changes a deposit channel, the wallet limits and the licence line; the player’s site follows at once', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  type Channel = { code: string; name: string; minMinor: number; maxMinor: number; sort: number; enabled: boolean };
  const money = await operatorCall<{ channels: Channel[]; limits: Record<string, number | null> }>(request, 'GET', '/settings/money?brandId=tiger');
  const crypto = money.channels.find((c) => c.code === 'USDT_TRC20')!;
  const { context, page: ops } = await opsPage(browser, 210);
  await signIn(ops, 'owner1');
  await openSection(ops, t('nav_settings'));
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });
  await expect(ops.getByRole('heading', { level: 1, name: t('set_title', { brand: 'Royal Tiger' }) })).toBeVisible();

  const channels = ops.getByRole('table', { name: t('set_channels_title') });
  await channels.getByRole('button', { name: t('set_channel_edit', { name: 'Crypto (USDT TRC20)' }) }).click();
  const dialog = ops.getByRole('dialog', { name: t('set_channel_edit', { name: 'Crypto (USDT TRC20)' }) });
  await dialog.getByLabel(t('set_channel_name')).fill('USDT fast lane');
  await dialog.getByLabel(t('set_channel_min')).fill('600');
  await dialog.getByRole('button', { name: t('save') }).click();
  await expect(dialog).toBeHidden();
  await expect(channels.getByRole('row').filter({ hasText: 'USDT fast lane' })).toContainText('600.00');

  const limits = ops.getByRole('form', { name: t('set_wallet_title') });
  await limits.getByLabel(t('set_withdrawMinMinor')).fill('150');
  await limits.getByRole('button', { name: t('save') }).click();
  await expect(limits.getByText(t('set_saved'))).toBeVisible();
  // the footer's licence line, over the brand file's
  const texts = ops.getByRole('form', { name: t('set_texts_title') });
  await texts.getByLabel(`${t('set_footer_licence')} (EN)`).fill('Licensed by the Gaming Authority, licence GA-2026-7');
  await texts.getByRole('button', { name: t('save') }).click();
  await expect(texts.getByText(/Changed by owner1/)).toBeVisible();
  await settle(ops);
  const findings = await seriousViolations(ops, 'brand settings');
  expect(findings, describeFindings(findings)).toEqual([]);
  await context.close();

  // the player's deposit form: the channel under its new name, the new smallest deposit checked before an order
  const member = await registerFundedMember(request, { host: TIGER, brandId: 'tiger', amount: '1' });
  await keepSessionOnLoad(page, member);
  await page.goto(`http://${TIGER}/`);
  await page.getByRole('banner').getByRole('button', { name: en('in_increase_deposit') }).click();
  const form = page.getByRole('form', { name: en('in_increase_deposit') });
  await form.getByRole('radio', { name: /USDT fast lane/ }).click();
  await form.getByRole('textbox', { name: en('wl_amount') }).fill('550');
  await form.getByRole('button', { name: en('wl_deposit_now') }).click();
  await expect(form.getByText(/The minimum is .?600\.00/)).toBeVisible();
  await expect(page.getByTestId('footer-licence')).toHaveText('Licensed by the Gaming Authority, licence GA-2026-7');

  // back as it was: other tests deposit on Royal Tiger
  const { code, name, minMinor, maxMinor, sort, enabled } = crypto;
  await operatorCall(request, 'POST', '/settings/deposit-channel', { brandId: 'tiger', code, name, minMinor, maxMinor, sort, enabled });
  await operatorCall(request, 'POST', '/settings/wallet-limits', { brandId: 'tiger', limits: money.limits });
  await operatorCall(request, 'POST', '/settings/brand-texts', { brandId: 'tiger', texts: null });
});
