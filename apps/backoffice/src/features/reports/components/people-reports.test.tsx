import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import type { AgentsReport } from '../api/agents-report';
import type { PlayersReport } from '../api/players-report';
import { AgentsReportPanel } from './agents-report';
import { PlayersReportPanel } from './players-report';

afterEach(() => vi.unstubAllGlobals());

const players: PlayersReport = {
  brandId: 'demo',
  from: '2026-03-02',
  to: '2026-03-09',
  timeZone: 'UTC',
  days: [
    { day: '2026-03-02', registrations: 3, firstDepositors: 1, activePlayers: 2 },
    { day: '2026-03-09', registrations: 1, firstDepositors: 0, activePlayers: 2 },
  ],
  totals: { registrations: 4, firstDepositors: 1, activePlayers: 3, conversionBp: 2_500 },
  cohorts: [
    { week: '2026-03-02', size: 3, weeks: [{ week: 0, active: 2, rateBp: 6_667 }, { week: 1, active: 1, rateBp: 3_333 }] },
    { week: '2026-03-09', size: 1, weeks: [{ week: 0, active: 1, rateBp: 10_000 }] },
  ],
};

describe('PlayersReportPanel', () => {
  it('shows the distinct actives of the range and the cohorts as weeks by week-after-registration, with shares', async () => {
    stubFetch({ value: players });
    renderWithApp(<PlayersReportPanel brandId="demo" from="2026-03-02" to="2026-03-09" />);
    const totals = await screen.findByLabelText(t('rep_players_totals'));
    expect(within(totals).getByText(t('rep_active_distinct')).nextSibling?.textContent).toBe('3');
    expect(within(totals).getByText(t('rep_conversion')).nextSibling?.textContent).toBe('25.0%');
    const cohorts = screen.getByRole('table', { name: t('rep_cohorts') });
    const headers = within(cohorts).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([t('rep_cohort_week'), t('rep_cohort_size'), t('rep_cohort_n', { n: 0 }), t('rep_cohort_n', { n: 1 })]);
    const [, first, second] = within(cohorts).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-03-02', '3', '2 · 66.7%', '1 · 33.3%']);
    // the second week has no week 1 yet
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-03-09', '1', '1 · 100.0%', '—']);
  });
});

const agents: AgentsReport = {
  brandId: 'demo',
  from: '2026-03-02',
  to: '2026-03-02',
  timeZone: 'UTC',
  levels: [
    { level: 1, agents: 1, newMembers: 3, betCount: 3, stakeMinor: 3_500, validBetMinor: 3_500, payoutMinor: 1_000, netLossMinor: 2_500, depositMinor: 0, withdrawalMinor: 0, salaryMinor: 0, dividendMinor: 5_000, paidMinor: 5_000 },
    { level: 2, agents: 1, newMembers: 1, betCount: 1, stakeMinor: 2_000, validBetMinor: 2_000, payoutMinor: 0, netLossMinor: 2_000, depositMinor: 0, withdrawalMinor: 0, salaryMinor: 1_234, dividendMinor: 0, paidMinor: 1_234 },
  ],
  totals: { agents: 2, newMembers: 3, betCount: 3, stakeMinor: 3_500, validBetMinor: 3_500, payoutMinor: 1_000, netLossMinor: 2_500, depositMinor: 0, withdrawalMinor: 0, salaryMinor: 1_234, dividendMinor: 5_000, paidMinor: 6_234 },
  top: [{ memberId: 7, username: 'top1', level: 1, teamSize: 3, validBetMinor: 3_500, netLossMinor: 2_500, paidMinor: 5_000 }],
};

describe('AgentsReportPanel', () => {
  it('lists each level’s teams beside the house’s pay, says the levels overlap, and lists the top agents', async () => {
    stubFetch({ value: agents });
    renderWithApp(<AgentsReportPanel brandId="demo" from="2026-03-02" to="2026-03-02" />);
    const levels = await screen.findByRole('table', { name: t('rep_agents_by_level') });
    const [, level1, level2] = within(levels).getAllByRole('row');
    expect(within(level1!).getAllByRole('cell')[0]!.textContent).toBe('1');
    expect(within(level2!).getAllByRole('cell').map((c) => c.textContent)).toContain('12.34');
    expect(screen.getByText(t('rep_agents_hint'))).toBeTruthy();
    const top = screen.getByRole('table', { name: t('rep_top_agents', { n: 20 }) });
    expect(within(top).getByRole('row', { name: /top1/ })).toBeTruthy();
  });
});
