import type { PointReward, Redemption } from '@app/contract/loyalty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { renderWithApp } from '@/testing/render';
import { Refusal, stubServer, type StubRequest } from '@/testing/server-stub';
import { configFixture, page, paths, rewardFixture } from '../../testing/loyalty-fixtures';
import { PointMallPage } from './point-mall-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);

function setup({ points = 1_650, rewards = [rewardFixture()], redeem, convert }: { points?: number; rewards?: PointReward[]; redeem?: (r: StubRequest) => unknown; convert?: (r: StubRequest) => unknown } = {}) {
  let balance = points;
  const redemptions: Redemption[] = [];
  const requests = stubServer({
    [paths.points]: () => ({ points: balance, earnedTotal: 4_000 }),
    [paths.config]: configFixture(),
    [paths.rewards]: () => ({ ...page(rewards), categories: ['vouchers', 'gadgets'] }),
    [paths.redemptions]: () => page(redemptions),
    [paths.transactions]: page([]),
    [paths.redeem]: (request: StubRequest) => {
      const refused = redeem?.(request);
      if (refused) return refused;
      const body = request.body as { rewardId: number; quantity: number; address?: Redemption['address'] };
      const reward = rewards.find((r) => r.id === body.rewardId)!;
      const redemption: Redemption = {
        id: 1,
        referenceNo: 'PR20261126A1',
        rewardId: reward.id,
        rewardName: reward.name,
        image: reward.image,
        quantity: body.quantity,
        points: reward.pointsCost * body.quantity,
        status: 'processing',
        remark: null,
        createdAt: Date.now(),
        decidedAt: null,
        address: body.address ?? null,
      };
      redemptions.push(redemption);
      balance -= redemption.points;
      return { redemption, points: balance };
    },
    [paths.convert]: (request: StubRequest) => {
      const refused = convert?.(request);
      if (refused) return refused;
      const body = request.body as { points: number };
      balance -= body.points;
      // as the server answers: the points left
      return { points: balance, amountMinor: body.points, balanceMinor: 120_000, transactionId: 5 };
    },
  });
  renderWithApp(
    <>
      <PointMallPage token="tok" trial={false} onLogin={() => {}} />
      <Toaster />
    </>,
  );
  return { requests };
}

describe('the points mall', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('sends a visitor to log in, and keeps the way back to it on the page', async () => {
    const onLogin = vi.fn();
    const requests = stubServer({});
    renderWithApp(<PointMallPage token={null} trial={false} onLogin={onLogin} />);
    expect(screen.getByRole('heading', { level: 1, name: t('in_point_mall') })).toBeTruthy();
    expect(onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: t('in_login') }));
    expect(onLogin).toHaveBeenCalledTimes(2);
    // nothing of the member's is asked for
    expect(requests).toEqual([]);
  });

  it('shows the points, that they never expire, how they are earned, and the catalogue with what blocks an item', async () => {
    setup({
      rewards: [
        rewardFixture(),
        rewardFixture({ id: 12, name: 'Headphones', pointsCost: 3_000, physical: true, unit: 'piece', minRank: 6, minRankName: 'VIP6', blockedBy: 'rank' }),
        rewardFixture({ id: 13, name: 'Gift card ₱500', pointsCost: 5_000 }),
      ],
    });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('1,650');
    expect(screen.getByText(t('lo_never_expire'))).toBeTruthy();
    const rates = await screen.findByTestId('earn-rates');
    expect(within(rates).getByText(t('lo_earn_title', { amount: '₱100.00' }))).toBeTruthy();
    expect(within(rates).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${t('in_category_rng')} 10`, `${t('in_category_elott')} 2`]);
    const cards = await screen.findAllByTestId('reward');
    expect(within(cards[0]!).getByRole('button', { name: t('lo_redeem') }).hasAttribute('disabled')).toBe(false);
    expect(within(cards[0]!).getByText(t('lo_in_stock', { count: 20, n: '20' }))).toBeTruthy();
    const locked = within(cards[1]!).getByRole('button', { name: t('lo_redeem') });
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(locked.getAttribute('aria-describedby')!)!.textContent).toBe(t('lo_blocked_rank', { tier: 'VIP6' }));
    expect(within(cards[2]!).getByText(t('lo_blocked_points'))).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vouchers' })).toBeTruthy();
  });

  it('redeems with the payment password, then shows the redemption processing with its reference number', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    await user.click(within((await screen.findAllByTestId('reward'))[0]!).getByRole('button', { name: t('lo_redeem') }));
    const dialog = await screen.findByRole('dialog', { name: t('lo_redeem_title') });
    // 1,650 points buy three units at 500
    expect(within(dialog).getByText(t('lo_quantity_max', { count: 3 }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('lo_more') }));
    expect(within(dialog).getByTestId('redeem-total').textContent).toBe(t('lo_redeem_total', { points: '1,000', left: '650' }));
    await user.click(within(dialog).getByRole('button', { name: t('lo_redeem_confirm', { points: '1,000' }) }));
    expect(await within(dialog).findByText(t('lo_enter_payment_password'))).toBeTruthy();
    await user.type(within(dialog).getByLabelText(t('lo_payment_password')), 'Pay12345');
    await user.click(within(dialog).getByRole('button', { name: t('lo_redeem_confirm', { points: '1,000' }) }));

    expect(await screen.findByText(t('lo_redeemed', { name: 'Mobile load ₱50', reference: 'PR20261126A1' }))).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === paths.redeem).map((r) => r.body)).toEqual([
      { rewardId: 11, quantity: 2, paymentPassword: 'Pay12345', requestId: expect.stringMatching(/^redeem-/) },
    ]);
    expect(screen.getByRole('tab', { name: t('lo_view_redemptions') }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByTestId('redemption');
    expect(within(row).getByTestId('redemption-status').textContent).toBe(t('lo_status_processing'));
    expect(within(row).getByTestId('redemption-reference').textContent).toBe('PR20261126A1');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('650'));
  });

  it('asks a receiving address for a physical item and says how many payment-password attempts are left', async () => {
    const user = userEvent.setup();
    const { requests } = setup({
      rewards: [rewardFixture({ id: 14, name: 'Cap', physical: true, unit: 'piece' })],
      redeem: () => new Refusal('PAYMENT_PASSWORD_INCORRECT', { attemptsLeft: 4 }),
    });
    await user.click(within((await screen.findAllByTestId('reward'))[0]!).getByRole('button', { name: t('lo_redeem') }));
    const dialog = await screen.findByRole('dialog', { name: t('lo_redeem_title') });
    const group = within(dialog).getByRole('group', { name: t('lo_receiving_address') });
    await user.type(within(dialog).getByLabelText(t('lo_payment_password')), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: t('lo_redeem_confirm', { points: '500' }) }));
    expect(await within(group).findByText(t('lo_address_name_required'))).toBeTruthy();
    expect(within(group).getByText(t('lo_address_required'))).toBeTruthy();
    await user.type(within(group).getByLabelText(t('lo_address_name')), 'Juan Dela Cruz');
    await user.type(within(group).getByLabelText(t('lo_address_phone')), '+63 917 123 4567');
    await user.type(within(group).getByLabelText(t('lo_address')), '12 Rizal St, Makati City');
    await user.click(within(dialog).getByRole('button', { name: t('lo_redeem_confirm', { points: '500' }) }));
    expect(await within(dialog).findByText(t('wl_password_attempts', { count: 4 }))).toBeTruthy();
    expect(within(dialog).getByLabelText(t('lo_payment_password')).getAttribute('aria-invalid')).toBe('true');
    expect(requests.find((r) => r.url.pathname === paths.redeem)?.body).toMatchObject({ address: { name: 'Juan Dela Cruz', phone: '+63 917 123 4567', address: '12 Rizal St, Makati City' } });
  });

  it('names the stock left when the item sold out meanwhile', async () => {
    const user = userEvent.setup();
    setup({ redeem: () => new Refusal('OUT_OF_STOCK', { stock: 0 }, 409) });
    await user.click(within((await screen.findAllByTestId('reward'))[0]!).getByRole('button', { name: t('lo_redeem') }));
    const dialog = await screen.findByRole('dialog', { name: t('lo_redeem_title') });
    await user.type(within(dialog).getByLabelText(t('lo_payment_password')), 'Pay12345');
    await user.click(within(dialog).getByRole('button', { name: t('lo_redeem_confirm', { points: '500' }) }));
    expect(await within(dialog).findByText(t('lo_out_of_stock_left', { count: 0 }))).toBeTruthy();
    expect(within(dialog).getByLabelText(t('lo_quantity')).getAttribute('aria-invalid')).toBe('true');
  });

  it('converts points in whole steps, showing what they make as the member types', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const convert = await screen.findByRole('button', { name: t('lo_convert') });
    await waitFor(() => expect(convert.hasAttribute('disabled')).toBe(false));
    await user.click(convert);
    const dialog = await screen.findByRole('dialog', { name: t('lo_convert_title') });
    const field = within(dialog).getByLabelText(t('lo_points_to_convert'));
    expect((field as HTMLInputElement).value).toBe('500');
    expect(within(dialog).getByTestId('convert-amount').textContent).toBe(`${t('lo_you_get')} ₱5.00`);
    await user.clear(field);
    await user.type(field, '1250');
    expect(within(dialog).getByTestId('convert-amount').textContent).toBe(`${t('lo_you_get')} ₱0.00`);
    await user.click(within(dialog).getByRole('button', { name: t('lo_max') }));
    expect((field as HTMLInputElement).value).toBe('1600');
    expect(within(dialog).getByTestId('convert-amount').textContent).toBe(`${t('lo_you_get')} ₱16.00`);
    await user.type(within(dialog).getByLabelText(t('lo_payment_password')), 'Pay12345');
    await user.click(within(dialog).getByRole('button', { name: t('lo_convert_now') }));
    expect(await screen.findByText(t('lo_converted', { points: '1,600', amount: '₱16.00' }))).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === paths.convert).map((r) => r.body)).toEqual([{ points: 1_600, paymentPassword: 'Pay12345', requestId: expect.stringMatching(/^convert-/) }]);
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('50'));
  });

  it('puts a refused step under the points field', async () => {
    const user = userEvent.setup();
    setup({ convert: () => new Refusal('POINTS_STEP', { step: 100, minPoints: 500 }) });
    const convert = await screen.findByRole('button', { name: t('lo_convert') });
    await waitFor(() => expect(convert.hasAttribute('disabled')).toBe(false));
    await user.click(convert);
    const dialog = await screen.findByRole('dialog', { name: t('lo_convert_title') });
    await user.type(within(dialog).getByLabelText(t('lo_payment_password')), 'Pay12345');
    await user.click(within(dialog).getByRole('button', { name: t('lo_convert_now') }));
    expect(await within(dialog).findByText(t('lo_points_step_min', { step: '100', min: '500' }))).toBeTruthy();
  });
});
