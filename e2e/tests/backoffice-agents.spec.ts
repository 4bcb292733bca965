import { expect, test } from '@playwright/test';
import { t } from '../../apps/backoffice/src/lib/texts';
import { apiLogin, operatorCall, registerFundedMember } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { nav, openSection, opsPage, signIn } from './backoffice-support';

/**
 * The agents page (issue 29) in Chromium against the real server: finance1 sets Royal Tiger's downline transfer
 * limits and reads Lucky Nine's contracts, agent1's seeded salary to its sub-agent among them, with the dialog that
 * would end one (the server test ends one; the seeded ones stay for the agent centre's flows).
 */
test('finance1 sets the downline transfer limits and reads the brand’s agent contracts', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const before = await operatorCall<Record<string, number>>(request, 'GET', '/agents/rules?brandId=tiger');
  const { context, page: ops } = await opsPage(browser, 220);
  await signIn(ops, 'finance1');
  await nav(ops).getByRole('link', { name: t('nav_agents') }).click();
  await expect(ops.getByRole('heading', { level: 1, name: t('ag_title') })).toBeVisible();
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });

  const limits = ops.getByRole('form', { name: t('ag_rules_title') });
  await limits.getByLabel(t('ag_transfer_max')).fill('30000');
  await limits.getByRole('button', { name: t('save') }).click();
  await expect(limits.getByText(t('set_saved'))).toBeVisible();
  const after = await operatorCall<Record<string, number>>(request, 'GET', '/agents/rules?brandId=tiger');
  expect(after.transferMaxMinor).toBe(3_000_000);

  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Lucky Nine' });
  const contracts = ops.getByRole('table', { name: t('ag_contracts') });
  const salary = contracts.getByRole('row').filter({ hasText: 'agent1 → subagenta' }).filter({ hasText: t('ag_kind.daily_salary') });
  await expect(salary).toContainText(t('ag_state.accepted'));
  await salary.getByRole('button', { name: /Terminate contract \d+/ }).click();
  const dialog = ops.getByRole('dialog');
  await expect(dialog).toContainText('agent1');
  await dialog.getByRole('button', { name: t('ag_terminate') }).click();
  await expect(dialog.getByText(t('reason_required'))).toBeVisible();
  await ops.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // an amendment above the brand's 1% maximum for daily salaries is refused in words (the server test amends one)
  await salary.getByRole('button', { name: /Amend contract \d+/ }).click();
  await expect(dialog).toContainText(t('ag_amend_text', { kind: t('ag_kind.daily_salary'), upline: 'agent1', downline: 'subagenta' }));
  await dialog.getByLabel(t('ag_amend_rate')).fill('2');
  await dialog.getByLabel(t('ag_terminate_reason')).fill('Rate review');
  await dialog.getByRole('button', { name: t('ag_amend_save') }).click();
  await expect(dialog.getByText(/That rate is above what this contract may pay: at most 1\.00%/)).toBeVisible();
  await ops.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await settle(ops);
  const findings = await seriousViolations(ops, 'agents');
  expect(findings, describeFindings(findings)).toEqual([]);
  await context.close();

  const { transferMinMinor, transferMaxMinor, transferDailyMaxMinor } = before;
  await operatorCall(request, 'POST', '/agents/transfer-limits', { brandId: 'tiger', transferMinMinor, transferMaxMinor, transferDailyMaxMinor });
});

test('finance1 makes a Royal Tiger player a top-level agent (their next sign-in is an agent’s) and moves another player into their team', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const port = process.env.E2E_PORT ?? '4180';
  const host = `tiger.localhost:${port}`;
  const member = await registerFundedMember(request, { host, brandId: 'tiger', amount: '1' });
  const found = await operatorCall<{ list: Array<{ id: number; username: string }> }>(request, 'GET', `/players?q=${member.username}&brandId=tiger`);
  const playerId = found.list.find((p) => p.username === member.username)!.id;

  const { context, page: ops } = await opsPage(browser, 220);
  await signIn(ops, 'finance1');
  await ops.goto(`/players/${playerId}`);
  const agent = ops.getByRole('region', { name: t('pa_make_agent_title') });
  await expect(agent).toContainText(t('pa_make_agent_top'));
  await agent.getByRole('button', { name: t('pa_make_agent') }).click();
  await agent.getByRole('button', { name: t('pa_make_agent_confirm', { username: member.username }) }).click();
  await expect(agent.getByText(new RegExp(`${member.username} is an agent \\(affiliate code [A-Z0-9]+\\)`))).toBeVisible();

  // another player joins the new agent's team: moved under them from the player's page, the move kept with its reason
  const other = await registerFundedMember(request, { host, brandId: 'tiger', amount: '1' });
  const otherId = (await operatorCall<{ list: Array<{ id: number; username: string }> }>(request, 'GET', `/players?q=${other.username}&brandId=tiger`)).list.find((p) => p.username === other.username)!.id;
  await ops.goto(`/players/${otherId}`);
  const upline = ops.getByRole('region', { name: t('pa_upline_title') });
  await expect(upline).toContainText(t('pa_upline_none'));
  const move = upline.getByRole('form', { name: t('pa_upline_move') });
  await move.getByLabel(t('pa_upline_to')).fill(member.username);
  await move.getByLabel(t('pa_reason')).fill('Joined a friend’s team');
  await move.getByRole('button', { name: t('pa_upline_move') }).click();
  await expect(upline.getByText(t('pa_upline_moved', { username: other.username, to: member.username, downline: 0, contracts: 0 }))).toBeVisible();
  await expect(upline).toContainText(t('pa_upline_now', { upline: member.username }));
  await expect(upline.getByRole('list', { name: t('pa_upline_history') })).toContainText('Joined a friend’s team');
  await context.close();

  const session = await apiLogin(request, member.username, member.password, host);
  // the session's member type (the spec's isAgent): 1, an agent
  expect(session.isAgent).toBe(1);
});

test('finance1 creates a new top-level agent on Royal Tiger; its first sign-in is the temporary password shown once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const port = process.env.E2E_PORT ?? '4180';
  const username = `newagt${Date.now().toString(36).slice(-6)}`;
  const { context, page: ops } = await opsPage(browser, 221);
  await signIn(ops, 'finance1');
  await openSection(ops, t('nav_agents'));
  await ops.getByRole('banner').getByRole('combobox', { name: t('brand_switcher') }).selectOption({ label: 'Royal Tiger' });
  const form = ops.getByRole('form', { name: t('ag_create_title') });
  await form.getByLabel(t('username')).fill(username);
  await form.getByLabel(t('ag_date_of_birth')).fill('1984-06-30');
  await form.getByRole('button', { name: t('ag_create') }).click();
  await expect(ops.getByText(new RegExp(`^${username} is an agent now, affiliate code [A-Z0-9]{8}\\.$`))).toBeVisible();
  const temporary = (await ops.locator('p.mono strong').textContent())!.trim();
  const session = await apiLogin(request, username, temporary, `tiger.localhost:${port}`);
  // signed in as an agent (the server test shows the new password it must set first)
  expect(session.token).not.toBe('');
  expect(session.isAgent).toBe(1);
  await context.close();
});
