import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { balance, pageProps, vendor } from '../../testing/wallet-fixtures';
import { TransferFundPage } from './transfer-fund-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const vendors = [vendor('EVO', 'Evolution', 5_000), vendor('PG', 'PG Soft', 0, ['RNG'])];

function setup() {
  let main = 100_000;
  const bodies: unknown[] = [];
  const fetchMock = stubApi({
    '/wps/v2/wallets/balance': () => balance(main, vendors),
    '/wps/relay/GCS_merchantWallet': () => ({ list: vendors, mainBalance: main / 100, mainBalanceMinor: main }),
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('GCS_walletTransfer')) {
      const body = JSON.parse(String(init?.body)) as { amount: string };
      bodies.push(body);
      main -= Math.round(Number(body.amount) * 100);
      return Response.json({ success: true, code: 'OK', message: 'ok', value: { transactionId: 9, duplicate: false, moved: [], balance: balance(main, vendors) } });
    }
    return answer(input);
  });
  renderWithApp(<TransferFundPage {...pageProps()} />);
  return { bodies, fetchMock };
}

describe('TransferFundPage', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('shows the main balance and one wallet per vendor, grouped by category', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('wallet-total').textContent).toBe('₱1,050.00'));
    const wallets = screen.getByTestId('vendor-wallets');
    expect(await within(wallets).findByRole('button', { name: /Evolution/ })).toBeTruthy();
    expect(within(wallets).getByRole('heading', { name: t('in_category_live') })).toBeTruthy();
    expect(within(wallets).getByRole('heading', { name: t('in_category_rng') })).toBeTruthy();
  });

  it('checks the amount before sending: a wallet, a valid amount, no more than the source holds', async () => {
    const user = userEvent.setup();
    const { bodies } = setup();
    const form = await screen.findByRole('form', { name: t('wl_transfer') });
    const amount = within(form).getByLabelText(t('wl_amount'));
    await user.type(amount, '10');
    await user.click(within(form).getByRole('button', { name: t('wl_transfer_now') }));
    expect(await within(form).findByText(t('wl_pick_wallet'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Evolution/ }));
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(form).getByRole('button', { name: t('wl_transfer_now') }));
    expect(await within(form).findByText(t('wl_amount_decimals'))).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.click(within(form).getByRole('button', { name: t('wl_transfer_now') }));
    expect(await within(form).findByText(t('wl_amount_over_balance', { available: '₱1,000.00' }))).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(form).getByRole('button', { name: t('wl_transfer_now') }));
    expect(await within(form).findByText(t('wl_amount_positive'))).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('moves money to a vendor wallet with an idempotency key, then shows the new balances', async () => {
    const user = userEvent.setup();
    const { bodies } = setup();
    await user.click(await screen.findByRole('button', { name: /Evolution/ }));
    const form = screen.getByRole('form', { name: t('wl_transfer') });
    await user.type(within(form).getByLabelText(t('wl_amount')), '12.5');
    await user.click(within(form).getByRole('button', { name: t('wl_transfer_now') }));
    expect(await within(form).findByText(t('wl_moved_to_vendor', { amount: '₱12.50', name: 'Evolution' }))).toBeTruthy();
    expect(bodies).toEqual([{ action: 'toVendor', vassalage: 'EVO', amount: '12.50', requestId: expect.stringMatching(/^tr-[0-9a-f]{24}$/) }]);
    await waitFor(() => expect(screen.getByTestId('wallet-main').textContent).toBe('₱987.50'));
  });

  it('"All" fills what the source wallet holds; the other direction takes from the vendor', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /Evolution/ }));
    const form = screen.getByRole('form', { name: t('wl_transfer') });
    await user.click(within(form).getByRole('radio', { name: t('wl_to_main_wallet') }));
    await user.click(within(form).getByRole('button', { name: t('wl_all') }));
    expect((within(form).getByLabelText(t('wl_amount')) as HTMLInputElement).value).toBe('50.00');
  });
});
