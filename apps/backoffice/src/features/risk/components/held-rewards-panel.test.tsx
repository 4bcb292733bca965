import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp, testOperator } from '@/testing/render';
import type { HeldReward } from '../api/risk';
import { HeldRewardsTable } from './held-rewards-panel';

const held: HeldReward = {
  id: 7,
  brandId: 'demo',
  memberId: 42,
  username: 'ann1',
  grantKey: 'referral:43',
  title: 'Invite friends reward',
  amountMinor: 8_800,
  kind: 'bonus',
  promotionId: null,
  status: 'held',
  createdAt: '2026-11-24T09:38:05.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
};
const dropLabel = t('risk_held_drop_label', { id: 7, username: 'ann1' });

describe('HeldRewardsTable', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs: opening one shows it, closing hides it
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  });
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('drops a held reward only after the dialog’s note, and says it will never be paid', async () => {
    const fetch = stubFetch({ value: { ...held, status: 'dropped', decidedBy: 'risk1', note: 'Farmed' } });
    renderWithApp(<HeldRewardsTable rewards={[held]} canDrop showPlayer empty="none" />);
    expect(screen.getByRole('row', { name: /Invite friends reward \(Bonus\)/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: dropLabel }));
    const dialog = screen.getByRole('dialog', { name: dropLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: t('risk_held_drop_confirm') }));
    expect(await within(dialog).findByText(t('note_required'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(t('risk_held_drop_note')), 'Farmed');
    await userEvent.click(within(dialog).getByRole('button', { name: t('risk_held_drop_confirm') }));
    expect(await screen.findByText(t('risk_held_dropped', { id: 7, username: 'ann1' }))).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ id: 7, note: 'Farmed' });
  });

  it('writes a reward of a brand counting in đồng as whole đồng, in the drop’s words too', async () => {
    const vn = { id: 'vn', name: 'Sao Vàng', currencySymbol: '₫', currency: 'VND', currencyDigits: 0, timeZone: 'Asia/Ho_Chi_Minh' };
    renderWithApp(<HeldRewardsTable rewards={[{ ...held, brandId: 'vn', amountMinor: 100_000 }]} canDrop showPlayer empty="none" />, '/', { ...testOperator, brands: [vn] });
    expect(screen.getByRole('row', { name: /Invite friends reward/ }).textContent).toContain('₫100,000');
    await userEvent.click(screen.getByRole('button', { name: dropLabel }));
    expect(within(screen.getByRole('dialog', { name: dropLabel })).getByText(/₫100,000/)).toBeTruthy();
  });

  it('offers no drop without risk.write nor on a decided reward, and says what became of it', () => {
    renderWithApp(<HeldRewardsTable rewards={[held, { ...held, id: 8, status: 'paid', decidedBy: 'risk1' }]} canDrop={false} showPlayer={false} empty="none" />);
    expect(screen.queryByRole('button', { name: dropLabel })).toBeNull();
    expect(screen.getByText(t('risk_held_paid_by', { operator: 'risk1' }))).toBeTruthy();
  });
});
