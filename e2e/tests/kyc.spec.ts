import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { keepSessionOnLoad, registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { nav, opsPage, signIn } from './backoffice-support';
import { translator } from './texts';

/**
 * Identity verification (issue 30) in Chromium against the real server: a new Royal Tiger player sends a passport's
 * photo page and a selfie from the member centre; risk1 opens them in the Identity checks queue (each view audited)
 * and approves; the player's page then says verified.
 */
const en = translator('en', ['member-center', 'auth']);
// a real picture (1 x 1 PNG): the server checks files by their content
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a new player sends a passport and a selfie, risk1 approves them, and the player sees verified', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const port = process.env.E2E_PORT ?? '4180';
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });
  await keepSessionOnLoad(page, member);
  await page.goto(tigerURL('/'));
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const mc = page.getByRole('dialog', { name: en('mc_member_center') });
  await mc.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('in_my_account')}`) }).click();
  await mc.getByRole('button', { name: en('mc_verify_identity') }).click();
  const form = mc.getByRole('form', { name: en('mc_verify_identity') });
  await form.getByRole('radio', { name: en('mc_kyc_type_passport') }).check();
  for (const [side, name] of [['front', 'passport.png'], ['selfie', 'selfie.png']] as const) {
    await form.getByLabel(en(`mc_kyc_side_${side}`)).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(form.getByTestId(`kyc-side-${side}`).getByRole('status')).toContainText(en('mc_kyc_received', { size: '' }).trim());
  }
  await form.getByRole('button', { name: en('mc_kyc_send') }).click();
  await expect(mc.getByText(en('mc_kyc_status_pending'), { exact: true }).first()).toBeVisible();

  const { context, page: ops } = await opsPage(browser, 241);
  await signIn(ops, 'risk1');
  await nav(ops).getByRole('link', { name: t('nav_risk'), exact: true }).click();
  await ops.getByRole('tab', { name: t('risk_tab.kyc') }).click();
  await ops.getByRole('button', { name: t('kyc_review_label', { username: member.username }) }).click();
  const dialog = ops.getByRole('dialog');
  await dialog.getByRole('button', { name: t('kyc_show', { side: t('kyc_side.front') }) }).click();
  await expect(dialog.getByRole('img', { name: new RegExp(`${member.username}`) })).toBeVisible();
  await settle(ops);
  const findings = await seriousViolations(ops, 'identity checks');
  expect(findings, describeFindings(findings)).toEqual([]);
  await dialog.getByRole('button', { name: t('kyc_approve'), exact: true }).click();
  await expect(ops.getByText(t('kyc_approved', { username: member.username }))).toBeVisible();
  await context.close();

  await page.reload();
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  await mc.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('in_my_account')}`) }).click();
  await expect(mc.getByText(en('mc_kyc_row_approved'))).toBeVisible();
});
