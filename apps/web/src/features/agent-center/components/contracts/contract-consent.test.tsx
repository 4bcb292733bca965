import type { ContractDetail } from '@app/contract/agent-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { ContractActions } from './contract-detail';
import { OfferForm } from './offer-form';
import '../../locales/texts';

const t = i18next.t.bind(i18next);

const offer = (overrides: Partial<ContractDetail> = {}): ContractDetail => ({
  id: 7,
  kind: 'daily_salary',
  state: 'offered',
  role: 'downline',
  upline: { account: 'agent1', nickname: 'Agent One' },
  downline: { account: 'subagenta', nickname: 'Sub A' },
  terms: { rateBp: 100, minValidBetMinor: 0, minProfitLossMinor: null, minActiveMembers: 3, dailyBetMinor: null, hourlyBetMinor: null, period: null },
  startAt: 0,
  endAt: null,
  offeredAt: 0,
  respondedAt: null,
  effectiveAt: null,
  endedAt: null,
  endReason: null,
  history: [{ at: 0, from: null, to: 'offered', by: 'upline', reason: null }],
  terminatesOnAccept: [{ id: 12, downline: 'subagentc', rateBp: 150 }],
  currentPeriod: null,
  actions: { accept: true, reject: true, terminate: false },
  ...overrides,
});

describe('contract consent', () => {
  it('names the downline contracts an acceptance terminates before the agent confirms', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('token', 'tok');
    const fetchMock = stubApi({ '/wps/relay/MCS2_respondAgentContract': { contract: offer({ state: 'accepted' }), terminated: [{ id: 12, downline: 'subagentc', rateBp: 150 }] } });
    renderWithApp(<ContractActions contract={offer()} />);
    await user.click(screen.getByRole('button', { name: t('ag_accept') }));
    const dialog = screen.getByRole('alertdialog', { name: t('ag_confirm_accept') });
    expect(within(dialog).getByText(t('ag_confirm_accept_text', { rate: '1%', account: 'agent1' }))).toBeTruthy();
    expect(within(dialog).getByText(t('ag_accept_terminates', { count: 1 }))).toBeTruthy();
    expect(within(dialog).getByText(t('ag_terminated_line', { id: 12, downline: 'subagentc', rate: '1.5%' }))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: t('ag_confirm_accept') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ id: 7, action: 'accept' });
  });

  it("an offer's consent text says what the downline is offered, on which terms", async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithApp(<OfferForm kind="dividend" />);
    const form = screen.getByRole('form', { name: t('ag_offer_contract') });
    expect(screen.queryByTestId('offer-consent')).toBeNull();
    await user.type(within(form).getByLabelText(t('ag_direct_downline_agent')), 'subagenta');
    await user.type(within(form).getByLabelText(t('ag_rate_percent')), '2.5');
    await user.type(within(form).getByLabelText(t('ag_min_active_members')), '4');
    const consent = await screen.findByTestId('offer-consent');
    expect(within(consent).getByText(t('ag_offer_consent', { downline: 'subagenta', kind: t('ag_kind_name_dividend'), rate: '2.5%' }))).toBeTruthy();
    expect(within(consent).getByText(t('ag_term_rate_dividend', { rate: '2.5%' }))).toBeTruthy();
    expect(within(consent).getByText(t('ag_term_period', { period: t('ag_div_weekly') }))).toBeTruthy();
    expect(within(consent).getByText(t('ag_term_min_active', { count: 4 }))).toBeTruthy();
    expect(within(consent).getByText(t('ag_offer_consent_chain', { downline: 'subagenta' }))).toBeTruthy();
  });

  it('the rate field shows the most the agent may offer, and a rate above it is not sent', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithApp(<OfferForm kind="daily_salary" maxRateBp={150} />);
    const form = screen.getByRole('form', { name: t('ag_offer_contract') });
    expect(within(form).getByText(t('ag_rate_cap', { rate: '1.5%' }))).toBeTruthy();
    await user.type(within(form).getByLabelText(t('ag_direct_downline_agent')), 'subagenta');
    await user.type(within(form).getByLabelText(t('ag_rate_percent')), '1.51');
    await user.click(within(form).getByRole('button', { name: t('ag_send_offer') }));
    expect(await within(form).findByText(t('ag_rate_above_cap'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
