import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { siteFixture } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { pageProps } from '../../testing/wallet-fixtures';
import { DepositPage } from './deposit-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const gateway = { flow: 'redirect', institution: null, openFrom: null, openUntil: null, open: true };
const channels = {
  list: [
    { id: 1, code: 'BANK_TRANSFER', type: 'BANK', name: 'Bank transfer', min: 100, minMinor: 10_000, max: 50_000, maxMinor: 5_000_000, ...gateway },
    { id: 2, code: 'EWALLET', type: 'EWALLET', name: 'E-wallet', min: 50, minMinor: 5_000, max: 20_000, maxMinor: 2_000_000, ...gateway },
    { id: 3, code: 'BDO_MAIN', type: 'BANK', name: 'BDO transfer', min: 100, minMinor: 10_000, max: 50_000, maxMinor: 5_000_000, ...gateway, flow: 'manual', institution: 'BDO Unibank' },
    { id: 4, code: 'GCASH_NIGHT', type: 'EWALLET', name: 'GCash night desk', min: 100, minMinor: 10_000, max: 50_000, maxMinor: 5_000_000, ...gateway, flow: 'manual', institution: 'GCash', openFrom: '22:00', openUntil: '06:00', open: false },
  ],
  expiryMinutes: 30,
  transferWindowMinutes: 120,
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
  flow: 'redirect',
  transfer: null,
  rejectReason: null,
});
const transferOrder = (status: string, receiptAt: number | null = null) => ({
  ...order(status),
  channelId: 3,
  channelName: 'BDO transfer',
  channelType: 'BANK',
  payUrl: null,
  flow: 'manual',
  transfer: { institution: 'BDO Unibank', accountName: 'DEMO GAMING CORP', accountNumber: '0012 3456 7890', qrImage: null, instructions: null, reference: 'K7M2Q9XA', receiptAt },
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

  it('takes đồng whole, the dot grouping thousands, and sends the amount without decimals', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const dongChannels = { ...channels, list: [{ ...channels.list[1]!, min: 50_000, minMinor: 50_000, max: 50_000_000, maxMinor: 50_000_000 }] };
    const fetchMock = stubApi({ '/wps/deposit/channels': dongChannels, '/wps/deposit/orders': { list: [], total: 0, pageNo: 1, pageSize: 5, totalPages: 0 }, '/wps/deposit/order': () => order('pending') });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return answer(input);
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ success: true, code: 'OK', message: 'ok', value: order('pending') });
    });
    vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as unknown as Window);
    const site = siteFixture({ brand: { currency: 'VND', currencyDigits: 0, currencySymbol: '₫' } });
    renderWithApp(<DepositPage {...pageProps()} />, { site });
    const form = await screen.findByRole('form', { name: t('in_increase_deposit') });
    const amount = within(form).getByRole('textbox', { name: t('wl_amount') });
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    expect(amount.getAttribute('placeholder')).toBe('0');
    // the suggestions are round đồng inside the channel's limits
    expect(within(form).getByRole('button', { name: '₫50,000' })).toBeTruthy();
    await user.type(amount, '10.000');
    await user.click(within(form).getByRole('button', { name: t('wl_deposit_now') }));
    expect(await within(form).findByText(t('wl_amount_min', { min: '₫50,000' }))).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '100.000');
    await user.click(within(form).getByRole('button', { name: t('wl_deposit_now') }));
    await waitFor(() => expect(bodies).toEqual([{ channelId: 2, amount: '100000', requestId: expect.stringMatching(/^dp-/) }]));
  });

  it('shows a manual transfer its account, exact amount and reference, and takes the receipt; a closed channel cannot be picked', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} });
    let current = transferOrder('pending');
    const posted: string[] = [];
    const fetchMock = stubApi({
      '/wps/deposit/channels': channels,
      '/wps/deposit/orders': { list: [], total: 0, pageNo: 1, pageSize: 5, totalPages: 0 },
      '/wps/deposit/order': () => current,
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const url = String(input);
        posted.push(url);
        if (url.includes('/wps/deposit/receipt')) current = transferOrder('submitted', Date.now());
        return Response.json({ success: true, code: 'OK', message: 'ok', value: url.includes('/wps/deposit/receipt') ? current : transferOrder('pending') });
      }
      return answer(input);
    });
    const open = vi.spyOn(window, 'open');
    renderWithApp(<DepositPage {...pageProps()} />);
    const form = await screen.findByRole('form', { name: t('in_increase_deposit') });
    const closed = within(form).getByRole('radio', { name: /GCash night desk/ });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    await user.click(closed);
    expect(closed.getAttribute('aria-checked')).toBe('false');
    await user.click(within(form).getByRole('radio', { name: /BDO transfer/ }));
    expect(within(form).getByText(t('wl_deposit_hint_manual', { minutes: 120 }))).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: t('wl_amount') }), '500');
    await user.click(within(form).getByRole('button', { name: t('wl_deposit_now') }));

    expect(await screen.findByRole('heading', { name: t('wl_deposit_title_transfer') })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('transfer-reference').textContent).toBe('K7M2Q9XA');
    expect(screen.getByTestId('transfer-account').textContent).toBe('0012 3456 7890');
    // nothing is sent without a picture
    await user.click(screen.getByRole('button', { name: t('wl_send_transfer_receipt') }));
    expect(await screen.findByText(t('wl_receipt_needed'))).toBeTruthy();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('proof-input'), png);
    await user.click(screen.getByRole('button', { name: t('wl_send_transfer_receipt') }));
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe(t('wl_deposit_submitted')));
    expect(screen.getByRole('heading', { name: t('wl_deposit_title_submitted') })).toBeTruthy();
    expect(posted.filter((url) => url.includes('/wps/deposit/receipt'))).toHaveLength(1);
  });
});
