import type { SiteConfig } from '@/config/brand';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { AGENT_CENTER_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { siteFixture } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { agentMenu, type AgentPages } from '../config/menu';
import { agentFixture, overviewFixture } from '../testing/agent-fixtures';
import { AgentCenterModal } from './agent-center-modal';
import '../locales/texts';

const t = i18next.t.bind(i18next);

/** Pages that say which one they are (the overview is the real one). */
const pages = Object.fromEntries(agentMenu.map((e) => [e.page, async () => () => <p>page:{e.page}</p>])) as unknown as AgentPages;
pages.agentTeamOverview = () => import('./pages/team-overview-page').then((m) => m.TeamOverviewPage);

function setup({ isAgent = 1, member = agentFixture(), site = siteFixture() }: { isAgent?: number; member?: ReturnType<typeof agentFixture>; site?: SiteConfig } = {}) {
  sessionStorage.setItem('token', 'tok');
  const fetchMock = stubApi({
    '/wps/member/info': member,
    '/wps/agent/team/overview': overviewFixture(),
  });
  renderWithApp(<AgentCenterModal token="tok" isAgent={isAgent} pages={pages} />, { site });
  return { fetchMock };
}

describe('AgentCenterModal', () => {
  it("shows the spec's 12 entries in order and opens on the team overview with its figures", async () => {
    setup();
    act(() => modals.open(AGENT_CENTER_MODAL));
    const dialog = await screen.findByRole('dialog', { name: t('ag_agent_center') });
    const nav = await within(dialog).findByRole('navigation', { name: t('ag_agent_center') });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(
      [
        'ag_announcement',
        'ag_team_overview',
        'ag_register_center',
        'ag_team_management',
        'ag_team_betting',
        'ag_user_profit_loss',
        'ag_my_income',
        'ag_downline_transactions',
        'ag_dividend',
        'ag_daily_salary',
        'ag_hourly_salary',
        'ag_real_time_salary',
      ].map((k) => t(k)),
    );
    expect(within(nav).getByRole('button', { name: t('ag_team_overview') }).getAttribute('aria-current')).toBe('page');
    expect(within(dialog).getByTestId('agent-page-title').textContent).toBe(t('ag_team_overview'));
    // the figures of the fixture
    const figures = await within(dialog).findByTestId('overview-figures');
    expect(within(figures).getByTestId('stat-team-size').textContent).toContain('33');
    expect(within(figures).getByTestId('stat-deposits').textContent).toContain('12,345.00');
    expect(within(figures).getByTestId('stat-valid-bet').textContent).toContain('19,876.00');
    expect(within(figures).getByTestId('stat-team-profit').textContent).toContain(t('ag_team_profit_lost'));
    expect(within(figures).getByTestId('stat-income').textContent).toContain('456.00');
    expect(within(dialog).getByTestId('period-shown').textContent).toContain('2026-11-26');
  });

  it('moves to another page from the menu', async () => {
    const user = userEvent.setup();
    setup();
    act(() => modals.open(AGENT_CENTER_MODAL));
    const dialog = await screen.findByRole('dialog', { name: t('ag_agent_center') });
    await user.click(await within(dialog).findByRole('button', { name: t('ag_team_management') }));
    expect(await within(dialog).findByText('page:agentTeamManagement')).toBeTruthy();
    expect(within(dialog).getByTestId('agent-page-title').textContent).toBe(t('ag_team_management'));
  });

  it("leaves out the contract pages whose brand flag is off", async () => {
    const site = siteFixture();
    setup({ site: { ...site, whitelabel: { ...site.whitelabel, HOURSAL3: false, RTSAL3: false } } });
    act(() => modals.open(AGENT_CENTER_MODAL));
    const nav = await screen.findByRole('navigation', { name: t('ag_agent_center') });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toHaveLength(10);
    expect(labels).toContain(t('ag_daily_salary'));
    expect(labels).not.toContain(t('ag_hourly_salary'));
    expect(labels).not.toContain(t('ag_real_time_salary'));
  });

  it('gives a trial account the real-account warning instead', async () => {
    setup({ isAgent: 4, member: agentFixture({ type: 4, isAgent: 4, isTrial: true }) });
    act(() => modals.open(AGENT_CENTER_MODAL));
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
    expect(modals.isOpen(AGENT_CENTER_MODAL)).toBe(false);
  });
});
