import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { pageProps } from '../../testing/wallet-fixtures';
import { DepositPage } from './deposit-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const channels = {
  list: [
    { id: 1, code: 'BANK_TRANSFER', type: 'BANK', name: 'Bank transfer', min: 100, minMinor: 10_000, max: 50_000, maxMinor: 5_000_000 },
    { id: 2, code: 'EWALLET', type: 'EWALLET', name: 'E-wallet', min: 50, minMinor: 5_000, max: 20_000, maxMinor: 2_000_000 },
  ],
  expiryMinutes: 30,
};
const order = (status: string) => ({
  orderNo: 'D20261123ABCDEFGHJK',
  channelId: 2,
  channelName: 'E-wallet',
  channelType: 'EWALLET',
  amount: 500,
  amountMinor: 50_000,
  status,
  payUrl: status === 'pending' ? '/sandbox/pay/D20261123ABCDEFGHJK' : null,
  createdAt: Date.now(),
  expiresAt: Date.now() + 30 * 60_000,
  paidAt: status === 'paid' ? Date.now() : null,
});

describe('DepositPage', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it("checks the amount against the chosen channel's min and max before making an order", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ '/wps/deposit/channels': channels, '/wps/deposit/orders': { list: [], total: 0, pageNo: 1, pageSize: 5, totalPages: 0 } });
    renderWithApp(<DepositPage {...pageProps()} />);
    const form = await screen.findByRole('form', { name: t('in_increase_deposit') });
    const amount = within(form).getByRole('textbox', { name: t('wl_amount') });
    await user.type(amount, '60');
    await user.click(within(form).getByRole('button', { name: t('wl_deposit_now') }));
    expect(await within(form).findByText(t('wl_amount_min', { min: '₱100.00' }))).toBeTruthy();
    // the e-wallet takes 50 and up
    await user.click(within(form).getByRole('radio', { name: /E-wallet/ }));
    await user.clear(amount);
    await user.type(amount, '20000.01');
    await user.click(within(form).getByRole('button', { name: t('wl_deposit_now') }));
    expect(await within(form).findByText(t('wl_amount_max', { max: '₱20,000.00' }))).toBeTruthy();
    expect(fetchMock.mock.calls.some((args) => (args as unknown[] as [unknown, RequestInit | undefined])[1]?.method === 'POST')).toBe(false);
  });

  it('opens the pay page in a new tab and follows the order until it is paid', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    const bodies: unknown[] = [];
    const fetchMock = stubApi({
      '/wps/deposit/channels': channels,
      '/wps/deposit/orders': { list: [], total: 0, pageNo: 1, pageSize: 5, totalPages: 0 },
      '/wps/deposit/order': () => order(status),
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ success: true, code: 'OK', message: 'ok', value: order('pending') });
      }
      return answer(input);
    });
    const tab = { opener: {} } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    renderWithApp(<DepositPage {...pageProps()} />);
    const form = await screen.findByRole('form', { name: t('in_increase_deposit') });
    await user.click(within(form).getByRole('radio', { name: /E-wallet/ }));
    await user.click(within(form).getByRole('button', { name: '₱500' }));
    await user.click(within(form).getByRole('button', { name: t('wl_deposit_now') }));

    expect(await screen.findByTestId('deposit-status')).toHaveProperty('textContent', t('wl_deposit_pending'));
    expect(bodies).toEqual([{ channelId: 2, amount: '500.00', requestId: expect.stringMatching(/^dp-/) }]);
    expect(open).toHaveBeenCalledWith('/sandbox/pay/D20261123ABCDEFGHJK', '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.getByRole('link', { name: t('wl_open_pay_page') }).getAttribute('href')).toBe('/sandbox/pay/D20261123ABCDEFGHJK');

    status = 'paid';
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe(t('wl_deposit_paid')), { timeout: 5000 });
    expect(screen.getByRole('heading', { name: t('wl_deposit_title_paid') })).toBeTruthy();
  });
});
