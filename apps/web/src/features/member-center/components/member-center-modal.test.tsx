import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { LOGIN_MODAL, MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { memberMenu, type MemberPageKey, type MemberPages } from '../config/menu';
import { balanceFixture, memberFixture } from '../testing/member-fixtures';
import { MemberCenterModal } from './member-center-modal';
import '../locales/texts';

const t = i18next.t.bind(i18next);

/** Pages that say which one they are: the member centre's own frame is what these tests look at. */
const pages = Object.fromEntries(
  [...memberMenu.map((e) => e.page), 'playerRank', 'profile'].map((page) => [page, async () => () => <p>page:{page}</p>]),
) as unknown as MemberPages;

const notImplemented = () => new Response(JSON.stringify({ success: false, code: 'NOT_IMPLEMENTED', message: 'err_not_implemented', value: null }), { status: 501 });

function setup({
  isAgent = 0,
  token = 'tok',
  missions,
  unread = 0,
  member = memberFixture(),
}: { isAgent?: number | null; token?: string | null; missions?: unknown; unread?: number; member?: ReturnType<typeof memberFixture> } = {}) {
  if (token) sessionStorage.setItem('token', token);
  const fetchMock = stubApi({
    '/wps/member/info': member,
    '/wps/member/info/icon': { iconId: 0, url: 'data:image/svg+xml;base64,PHN2Zy8+' },
    '/wps/v2/wallets/balance': balanceFixture(123_456),
    '/wps/relay/CSP_unreadCount': { count: unread },
    ...(missions === undefined ? {} : { '/wps/relay/MCSFE_getMissionSummaryDetails': missions }),
  });
  const view = renderWithApp(<MemberCenterModal token={token} isAgent={isAgent} pages={pages} />);
  return { ...view, fetchMock };
}

const open = (page?: MemberPageKey) => act(() => modals.open(MEMBER_CENTER_MODAL, page ? { page } : {}));

describe('MemberCenterModal', () => {
  it('shows a skeleton until the member is loaded, then the 14 entries in the spec order and responsible gaming, with their label keys', async () => {
    setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: t('mc_member_center') });
    expect(within(dialog).getByTestId('member-center-loading')).toBeTruthy();
    const nav = await within(dialog).findByRole('navigation', { name: t('mc_member_center') });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(memberMenu.map((e) => t(e.label)));
    expect(memberMenu.map((e) => e.page)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'responsibleGaming',
    ]);
    expect(screen.queryByTestId('member-center-loading')).toBeNull();
    // the member card: nickname, VIP label and the total balance in the brand's money format
    expect(within(dialog).getByTestId('member-nickname').textContent).toBe('Player One');
    expect(await within(dialog).findByText('₱1,234.56')).toBeTruthy();
  });

  it('opens on the requested page with its entry highlighted; another entry moves the highlight', async () => {
    const user = userEvent.setup();
    setup();
    open('depositv2');
    const nav = await screen.findByRole('navigation', { name: t('mc_member_center') });
    expect(await screen.findByText('page:depositv2')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: t('in_increase_deposit') }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('button').filter((b) => b.getAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('heading', { name: t('in_increase_deposit') })).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: t('in_account_record') }));
    expect(await screen.findByText('page:transactionHistory')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: t('in_account_record') }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: t('in_increase_deposit') }).getAttribute('aria-current')).toBeNull();
  });

  it('follows a second open while it shows (Withdraw pressed with the centre open)', async () => {
    setup();
    open('depositv2');
    await screen.findByText('page:depositv2');
    open('withdraw');
    expect(await screen.findByText('page:withdraw')).toBeTruthy();
  });

  it('the VIP label opens playerRank (account entry stays highlighted); the nickname opens the profile', async () => {
    const user = userEvent.setup();
    setup();
    open('transferFund');
    await screen.findByText('page:transferFund');
    await user.click(screen.getByTestId('member-vip-label'));
    expect(await screen.findByText('page:playerRank')).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('mc_player_rank') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('in_my_account') }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByTestId('member-nickname'));
    expect(await screen.findByText('page:profile')).toBeTruthy();
  });

  it('without a VIP label the label chip opens the account page', async () => {
    const user = userEvent.setup();
    setup({ member: memberFixture({ clubLabel: null }) });
    open('transferFund');
    await screen.findByText('page:transferFund');
    await user.click(screen.getByTestId('member-vip-label'));
    expect(await screen.findByText('page:securityCenter')).toBeTruthy();
  });

  it('shows the mission badge with the count of missions ready to claim when above 0', async () => {
    setup({ missions: { list: [], readyCount: 3, timeZone: 'Asia/Manila' } });
    open();
    const badge = await screen.findByTestId('badge-missionLeaderboard');
    expect(badge.textContent).toContain('3');
    expect(within(badge).getByText(t('mc_missions_badge', { count: 3 }))).toBeTruthy();
  });

  it('has no mission badge when no mission is ready', async () => {
    const { fetchMock } = setup({ missions: { list: [], readyCount: 0, timeZone: 'Asia/Manila' } });
    open();
    await screen.findByRole('navigation', { name: t('mc_member_center') });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('MCSFE_getMissionSummaryDetails'))).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('badge-missionLeaderboard')).toBeNull();
  });

  it('has no mission badge (and no error) while the missions call is not implemented', async () => {
    const { fetchMock } = setup();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/wps/relay/MCSFE_getMissionSummaryDetails') return notImplemented();
      const value = {
        '/wps/member/info': memberFixture(),
        '/wps/v2/wallets/balance': balanceFixture(),
        '/wps/relay/CSP_unreadCount': { count: 2 },
      }[path];
      return value ? Response.json({ success: true, code: 'OK', message: 'ok', value }) : notImplemented();
    });
    open();
    const nav = await screen.findByRole('navigation', { name: t('mc_member_center') });
    // the unread count on the messages entry
    expect((await within(nav).findByTestId('badge-messageV2')).textContent).toContain('2');
    expect(screen.queryByTestId('badge-missionLeaderboard')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a trial account (isAgent 4) does not get the member centre: in_need_true_account instead', async () => {
    const { fetchMock } = setup({ isAgent: 4 });
    open('depositv2');
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
    expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a trial account found out from its member info is turned away too', async () => {
    setup({ isAgent: null, member: memberFixture({ isAgent: 4, type: 4, isTrial: true }) });
    open();
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
    expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(false);
  });

  it('a visitor gets the login modal', async () => {
    setup({ token: null, isAgent: null });
    open('withdraw');
    await waitFor(() => expect(modals.isOpen(LOGIN_MODAL)).toBe(true));
    expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(false);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: t('mc_member_center') });
    await user.click(within(dialog).getByRole('button', { name: t('in_close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
