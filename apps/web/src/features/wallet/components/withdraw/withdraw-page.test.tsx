import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { Refusal, stubServer } from '@/testing/server-stub';
import { pageProps } from '../../testing/wallet-fixtures';
import { WithdrawPage } from './withdraw-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);

const settings = {
  paymentPasswordSet: true,
  minMinor: 10_000,
  maxMinor: 5_000_000,
  dailyCount: 5,
  usedToday: 0,
  availableMinor: 200_000,
  maxCards: 3,
  autoReceiveMinutes: 60,
  turnover: { multiple: 1, requiredMinor: 0, achievedMinor: 0, remainingMinor: 0 },
};
const card = { id: 1, bankName: 'BDO', accountName: 'Player One', accountNumberMasked: '**** **** 1234', createdAt: 0 };

describe('WithdrawPage', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('a withdrawal refused while a bonus is wagering says so, with the bonus balance and the way to the reward centre', async () => {
    const user = userEvent.setup();
    stubServer({
      '/wps/withdraw/settings': settings,
      '/wps/withdraw/bankCards': { list: [card], maxCards: 3 },
      '/wps/withdraw/orders': { list: [], total: 0, pageNo: 1, pageSize: 10, totalPages: 0 },
      '/wps/withdraw/order': new Refusal('BONUS_ACTIVE', { bonusBalanceMinor: 42_500 }, 409),
    });
    const go = vi.fn();
    renderWithApp(<WithdrawPage {...pageProps({ go })} />);
    const form = await screen.findByRole('form', { name: t('in_increase_withdrawal') });
    await user.type(within(form).getByLabelText(t('wl_amount')), '500');
    await user.type(within(form).getByLabelText(t('wl_payment_password')), '246810');
    await user.click(within(form).getByRole('button', { name: t('wl_withdraw_now') }));
    const alert = await screen.findByTestId('bonus-active');
    expect(within(alert).getByText(t('bonus_active_amount', { amount: '₱425.00' }))).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: t('wl_open_reward_center') }));
    expect(go).toHaveBeenCalledWith('rewardCenter');
  });

  it('a withdrawal refused until the identity is verified says so, with the way to Verify my identity', async () => {
    const user = userEvent.setup();
    stubServer({
      '/wps/withdraw/settings': settings,
      '/wps/withdraw/bankCards': { list: [card], maxCards: 3 },
      '/wps/withdraw/orders': { list: [], total: 0, pageNo: 1, pageSize: 10, totalPages: 0 },
      '/wps/withdraw/order': new Refusal('KYC_REQUIRED', { requiredFor: 'withdrawal', status: 'none' }, 403),
    });
    const go = vi.fn();
    renderWithApp(<WithdrawPage {...pageProps({ go })} />);
    const form = await screen.findByRole('form', { name: t('in_increase_withdrawal') });
    await user.type(within(form).getByLabelText(t('wl_amount')), '500');
    await user.type(within(form).getByLabelText(t('wl_payment_password')), '246810');
    await user.click(within(form).getByRole('button', { name: t('wl_withdraw_now') }));
    const alert = await screen.findByTestId('kyc-required');
    expect(within(alert).getByText(t('err_kyc_required'))).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: t('wl_verify_identity') }));
    expect(go).toHaveBeenCalledWith('verifyIdentity');
  });
});
