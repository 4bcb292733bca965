import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubServer, type StubRequest } from '@/testing/server-stub';
import { page, paths, referralFixture } from '../../testing/loyalty-fixtures';
import { ReferralPage } from './referral-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);

function setup() {
  const requests = stubServer({
    [paths.referral]: referralFixture(),
    [paths.friends]: ({ url }: StubRequest) =>
      page(
        [
          { player: 'fr***1', status: 'qualified' as const, registeredAt: Date.UTC(2026, 10, 2), reward: { kind: 'cash' as const, amountMinor: 10_000 }, rewardedAt: Date.UTC(2026, 10, 3), reviewReasons: [] },
          { player: 'fr***2', status: 'registered' as const, registeredAt: Date.UTC(2026, 10, 4), reward: null, rewardedAt: null, reviewReasons: [] },
          { player: 'fr***3', status: 'review' as const, registeredAt: Date.UTC(2026, 10, 5), reward: null, rewardedAt: null, reviewReasons: ['device' as const, 'payee_name' as const] },
          { player: 'fr***4', status: 'not_rewarded' as const, registeredAt: Date.UTC(2026, 10, 6), reward: null, rewardedAt: null, reviewReasons: ['address' as const] },
        ].filter((f) => !url.searchParams.get('status') || f.status === url.searchParams.get('status')),
      ),
  });
  renderWithApp(<ReferralPage token="tok" />);
  return { requests };
}

describe('the invite friends page', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('builds the invite link on this site from the server’s path, with its QR code and share links', async () => {
    setup();
    const link = `${window.location.origin}/register?referralCode=AB12CD`;
    expect((await screen.findByTestId('invite-url')).textContent).toBe(link);
    expect(screen.getByTestId('referral-code').textContent).toBe('AB12CD');
    expect(screen.getByRole('img', { name: t('lo_invite_qr') }).getAttribute('data-qr-value')).toBe(link);
    expect(screen.getByRole('button', { name: t('lo_copy_link') })).toBeTruthy();
    const share = screen.getByRole('group', { name: t('lo_share_on') });
    expect(within(share).getByRole('link', { name: t('lo_share_via', { network: 'Facebook' }) }).getAttribute('href')).toContain(encodeURIComponent(link));
    expect(within(share).getAllByRole('link').map((a) => a.textContent)).toEqual(['Facebook', 'Telegram', 'WhatsApp', 'LINE']);
  });

  it('states the rules from the brand’s data and the totals', async () => {
    setup();
    const rules = await screen.findByTestId('referral-rules');
    expect(within(rules).getByText(t('lo_step_deposit_text', { amount: '₱500.00' }))).toBeTruthy();
    expect(within(rules).getByText(t('lo_step_reward_text', { reward: t('lo_reward_cash', { amount: '₱100.00' }) }))).toBeTruthy();
    expect(within(rules).getByText(t('lo_referral_max', { count: 50 }))).toBeTruthy();
    expect(screen.getByTestId('total-registered').textContent).toContain('2');
  });

  it('lists the friends with their status and reward', async () => {
    setup();
    const friends = await screen.findAllByTestId('friend');
    expect(friends.map((f) => f.getAttribute('data-status'))).toEqual(['qualified', 'registered', 'review', 'not_rewarded']);
    expect(within(friends[0]!).getByText(t('lo_friend_qualified'))).toBeTruthy();
    expect(within(friends[0]!).getByText(t('lo_friend_reward', { reward: t('lo_reward_cash', { amount: '₱100.00' }) }))).toBeTruthy();
    expect(within(friends[1]!).getByText(t('lo_friend_no_reward'))).toBeTruthy();
    expect(within(friends[0]!).queryByTestId('friend-review')).toBeNull();
  });

  it('says in words when a friend’s reward is under review or was not given, and why', async () => {
    setup();
    const [, , held, refused] = await screen.findAllByTestId('friend');
    // the status is text, not only a colour
    expect(within(held!).getByText(t('lo_friend_review'))).toBeTruthy();
    const why = within(held!).getByTestId('friend-review');
    expect(within(why).getByText(t('lo_friend_review_note'))).toBeTruthy();
    expect(within(why).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t('lo_friend_reason_device'), t('lo_friend_reason_payee_name')]);
    expect(within(held!).queryByText(t('lo_friend_no_reward'))).toBeNull();
    expect(within(refused!).getByText(t('lo_friend_not_rewarded'))).toBeTruthy();
    expect(within(within(refused!).getByTestId('friend-review')).getByText(t('lo_friend_not_rewarded_note'))).toBeTruthy();
    expect(within(refused!).getByText(t('lo_friend_reason_address'))).toBeTruthy();
    expect(t('lo_friend_review')).not.toBe('lo_friend_review');
  });

  it('filters the friends under review', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    await screen.findAllByTestId('friend');
    await user.click(screen.getByRole('radio', { name: t('lo_friend_review') }));
    expect((await screen.findAllByTestId('friend')).map((f) => f.getAttribute('data-status'))).toEqual(['review']);
    expect(requests.some((r) => r.url.pathname.endsWith('MCSFE_getReferralList') && r.url.searchParams.get('status') === 'review')).toBe(true);
  });
});
