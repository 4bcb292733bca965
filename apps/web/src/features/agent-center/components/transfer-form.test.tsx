import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubServer, type StubRequest } from '@/testing/server-stub';
import { renderWithApp } from '@/testing/render';
import { TransferForm } from './transfer-form';
import '../locales/texts';

const t = i18next.t.bind(i18next);

const limits = { minMinor: 1_000, maxMinor: 5_000_000, dailyMaxMinor: 10_000_000, usedTodayMinor: 9_950_000, remainingTodayMinor: 50_000, paymentPasswordSet: true };
const balance = { sumBalance: 2000, sumBalanceMinor: 200_000, mainBalance: 2000, mainBalanceMinor: 200_000, bonusBalance: 0, bonusBalanceMinor: 0, heldMinor: 0, held: 0, currencySymbol: '₱', wallets: [] };

function setup(overrides: Partial<typeof limits> = {}) {
  sessionStorage.setItem('token', 'tok');
  const requests = stubServer({
    '/wps/agent/team/transfer/limits': { ...limits, ...overrides },
    '/wps/v2/wallets/balance': balance,
    '/wps/relay/MCSFE_transferToDownline': { transactionId: 9, duplicate: false, downlineId: 21, downlineAccount: 'team01', amount: 100, amountMinor: 10_000, balance },
  });
  renderWithApp(<TransferForm token="tok" />);
  return { requests };
}

const sent = (requests: StubRequest[]) => requests.filter((r) => r.url.pathname.includes('MCSFE_transferToDownline'));

describe('TransferForm', () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const form = await screen.findByRole('form', { name: t('ag_transfer_to_downline') });
    await user.click(within(form).getByRole('button', { name: t('ag_transfer_now') }));
    expect(await within(form).findByText(t('ag_pick_downline'))).toBeTruthy();
    expect(within(form).getByText(t('ag_enter_amount'))).toBeTruthy();
    expect(within(form).getByText(t('ag_enter_payment_password'))).toBeTruthy();
    expect(sent(requests)).toHaveLength(0);
  });

  it("checks the amount against the limits and what is left of today's", async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const form = await screen.findByRole('form', { name: t('ag_transfer_to_downline') });
    expect(within(form).getByTestId('transfer-limits').textContent).toContain('500.00');
    await user.type(within(form).getByLabelText(t('ag_downline_username')), 'team01');
    await user.type(within(form).getByLabelText(t('ag_payment_password')), 'Pay12345');
    const amount = within(form).getByLabelText(t('ag_amount'));
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: t('ag_transfer_now') }));
    expect(await within(form).findByText(/Between/)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '600');
    await user.click(within(form).getByRole('button', { name: t('ag_transfer_now') }));
    expect(await within(form).findByText(/left of today/)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(within(form).getByRole('button', { name: t('ag_transfer_now') }));
    expect(await within(form).findByText(t('ag_amount_decimals'))).toBeTruthy();
    expect(sent(requests)).toHaveLength(0);
  });

  it('sends a valid transfer with a request id and says it went', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const form = await screen.findByRole('form', { name: t('ag_transfer_to_downline') });
    await user.type(within(form).getByLabelText(t('ag_downline_username')), 'team01');
    await user.type(within(form).getByLabelText(t('ag_amount')), '100');
    await user.type(within(form).getByLabelText(t('ag_payment_password')), 'Pay12345');
    await user.click(within(form).getByRole('button', { name: t('ag_transfer_now') }));
    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    const [request] = sent(requests);
    expect(request!.encrypted).toBe(true);
    expect(request!.body).toMatchObject({ username: 'team01', amount: '100.00', paymentPassword: 'Pay12345', requestId: expect.stringMatching(/^dl-/) });
    expect(await within(form).findByText(/sent to team01/)).toBeTruthy();
  });
});
