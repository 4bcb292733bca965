import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { AGENT_CENTER_MODAL, LOGIN_MODAL, MEMBER_CENTER_MODAL, REGISTER_MODAL } from '@/config/modal-names';
import { apiCall } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { siteFixture } from '@/testing/fixtures';
import '../locales/texts';
import { authSite } from '../testing/fixtures';
import { memberInfoValue, Refusal, stubServer } from '@/testing/server-stub';
import { AuthRoot } from './auth-root';
import { HeaderAccount } from './header-account';

const t = i18next.t.bind(i18next);

function Probe({ name }: { name: string }) {
  const entry = useModalEntry(name);
  return entry ? <p data-testid={`open-${name}`}>{JSON.stringify(entry.props)}</p> : null;
}

function renderHeader(site = authSite(), member = memberInfoValue()) {
  stubServer({
    '/wps/member/info': member,
    '/wps/member/info/icon': { iconId: 1, url: 'data:image/svg+xml;base64,PHN2Zy8+' },
    '/wps/v2/wallets/balance': new Refusal('NOT_IMPLEMENTED', null, 501),
  });
  return renderWithApp(
    <>
      <HeaderAccount />
      <AuthRoot />
      <Probe name={LOGIN_MODAL} />
      <Probe name={REGISTER_MODAL} />
      <Probe name={AGENT_CENTER_MODAL} />
      <Probe name={MEMBER_CENTER_MODAL} />
      <Probe name={WARNING_MODAL} />
    </>,
    { site },
  );
}

const signIn = (isAgent: number, account = 'player1') => {
  sessionStorage.setItem('token', 'tok-1');
  sessionStorage.setItem('account', account);
  sessionStorage.setItem('isAgent', String(isAgent));
};

describe('HeaderAccount', () => {
  it('offers visitors Free demo, Register and Login, each as the brand enables it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: t('in_login') }));
    expect(screen.getByTestId(`open-${LOGIN_MODAL}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('in_register') }));
    expect(screen.getByTestId(`open-${REGISTER_MODAL}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: t('in_free_demo') })).toBeTruthy();
  });

  it('hides Register and Free demo when the brand switches them off', () => {
    const site = siteFixture({ whitelabel: { ...authSite().whitelabel, DIRECTREG3: false }, register: { ...authSite().register, freePlay: false } });
    renderHeader(site);
    expect(screen.queryByRole('button', { name: t('in_register') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('in_free_demo') })).toBeNull();
    expect(screen.getByRole('button', { name: t('in_login') })).toBeTruthy();
  });

  it('shows members Deposit, Withdraw, the balance, the avatar menu and the VIP label', async () => {
    const user = userEvent.setup();
    signIn(0);
    renderHeader();
    const bar = await screen.findByTestId('logged-in-bar');
    await waitFor(() => expect(within(bar).getByTestId('nickname').textContent).toBe('Player One'));
    await waitFor(() => expect(within(bar).getByTestId('vip-label').textContent).toBe('VIP5'));
    expect(within(bar).getByRole('button', { name: t('in_increase_deposit') })).toBeTruthy();
    // no wallet on the server yet: a dash, not an error
    await waitFor(() => expect(within(bar).getByTestId('balance').textContent).toContain('—'));
    await user.click(within(bar).getByRole('button', { name: t('in_hide_balance') }));
    expect(within(bar).getByTestId('balance').textContent).toContain('***');

    await user.click(within(bar).getByRole('button', { name: t('in_increase_deposit') }));
    expect(screen.getByTestId(`open-${MEMBER_CENTER_MODAL}`).textContent).toBe('{"page":"depositv2"}');
    act(() => modals.close(MEMBER_CENTER_MODAL));

    await user.click(within(bar).getByRole('button', { name: new RegExp(t('in_account_menu')) }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: t('in_agent_center') })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: t('in_member_center') }));
    expect(screen.getByTestId(`open-${MEMBER_CENTER_MODAL}`).textContent).toBe('{}');
    // the roles landed in the spec's session keys
    expect(sessionStorage.getItem('memberLabel')).toBe('VIP5');
    expect(sessionStorage.getItem('customerId')).toBe('7');
  });

  it('gives agents the agent centre', async () => {
    const user = userEvent.setup();
    signIn(41, 'agent1');
    renderHeader(authSite(), memberInfoValue({ account: 'agent1', nickname: 'Agent One', type: 41, isAgent: 41, clubLabel: null }));
    await user.click(await screen.findByRole('button', { name: new RegExp(t('in_account_menu')) }));
    await user.click(screen.getByRole('menuitem', { name: t('in_agent_center') }));
    expect(screen.getByTestId(`open-${AGENT_CENTER_MODAL}`)).toBeTruthy();
  });

  it('trial accounts (isAgent 4) get no Deposit or Withdraw, and the real-account warning on member pages', async () => {
    const user = userEvent.setup();
    signIn(4, 'demo1');
    renderHeader(authSite(), memberInfoValue({ account: 'demo1', nickname: 'Demo 1', type: 4, isAgent: 4, isTrial: true, clubLabel: null }));
    const bar = await screen.findByTestId('logged-in-bar');
    expect(within(bar).queryByRole('button', { name: t('in_increase_deposit') })).toBeNull();
    expect(within(bar).queryByRole('button', { name: t('in_increase_withdrawal') })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: new RegExp(t('in_account_menu')) }));
    expect(screen.queryByRole('menuitem', { name: t('in_increase_deposit') })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: t('in_betting_record') }));
    await waitFor(() => expect(screen.getByTestId(`open-${WARNING_MODAL}`).textContent).toContain('in_need_true_account'));
    expect(screen.queryByTestId(`open-${MEMBER_CENTER_MODAL}`)).toBeNull();
  });
});

describe('the bonus balance in the header', () => {
  const balanceWith = (bonusMinor: number) => ({
    sumBalance: (100_000 + bonusMinor) / 100,
    sumBalanceMinor: 100_000 + bonusMinor,
    mainBalance: 1_000,
    mainBalanceMinor: 100_000,
    bonusBalance: bonusMinor / 100,
    bonusBalanceMinor: bonusMinor,
    heldMinor: 0,
    wallets: [],
    currencySymbol: '₱',
  });
  function renderWithBonus(bonusMinor: number) {
    signIn(0);
    stubServer({
      '/wps/member/info': memberInfoValue(),
      '/wps/member/info/icon': { iconId: 1, url: 'data:image/svg+xml;base64,PHN2Zy8+' },
      '/wps/v2/wallets/balance': balanceWith(bonusMinor),
    });
    const asked: string[] = [];
    const view = renderWithApp(
      <>
        <HeaderAccount bonusProgress={(token) => (asked.push(token), <span data-testid="bonus-bar" />)} />
        <Probe name={MEMBER_CENTER_MODAL} />
      </>,
      { site: authSite() },
    );
    return { ...view, asked };
  }
  /** the balance may still be hidden by an earlier test (it stays hidden while the page lives) */
  const showBalance = async () => {
    const toggle = await screen.findByRole('button', { name: t('in_hide_balance') });
    if (toggle.getAttribute('aria-pressed') === 'true') await userEvent.click(toggle);
  };

  it('shows a bonus chip beside the balance while a bonus is wagering, with the wagering bar app/ gives, to the reward centre', async () => {
    const user = userEvent.setup();
    const { asked } = renderWithBonus(42_500);
    await showBalance();
    const chip = await screen.findByTestId('bonus-chip');
    expect(chip.getAttribute('aria-label')).toBe(t('in_bonus_balance_open', { amount: '₱425.00' }));
    expect(within(chip).getByTestId('bonus-bar')).toBeTruthy();
    expect(asked[0]).toBe('tok-1');
    await user.click(chip);
    expect(screen.getByTestId(`open-${MEMBER_CENTER_MODAL}`).textContent).toBe('{"page":"rewardCenter"}');
    // hiding the balance hides the bonus too
    await user.click(screen.getByRole('button', { name: t('in_hide_balance') }));
    expect(chip.textContent).toBe('***');
  });

  it('has no chip, and asks nothing about bonuses, without a bonus balance', async () => {
    const { asked } = renderWithBonus(0);
    await showBalance();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('₱1,000.00'));
    expect(screen.queryByTestId('bonus-chip')).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('AuthRoot', () => {
  it('an ended session clears the session keys (merchant kept) and opens the login modal', async () => {
    signIn(0);
    sessionStorage.setItem('merchantCode', 'LUCKY9');
    renderHeader();
    stubServer({ '/wps/member/info': new Refusal('NOT_LOGGED_IN', null, 401) });
    await act(async () => {
      await apiCall('memberInfo').catch(() => null);
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('LUCKY9');
    expect(screen.getByTestId(`open-${LOGIN_MODAL}`).textContent).toContain('err_not_logged_in');
    expect(await screen.findByRole('button', { name: t('in_login') })).toBeTruthy();
  });

  it('drops a landing-URL token that does not work without opening anything', async () => {
    sessionStorage.setItem('token', 'from-the-landing-url');
    stubServer({ '/wps/member/info': new Refusal('NOT_LOGGED_IN', null, 401) });
    renderWithApp(
      <>
        <HeaderAccount />
        <AuthRoot />
        <Probe name={LOGIN_MODAL} />
      </>,
      { site: authSite() },
    );
    expect(await screen.findByRole('button', { name: t('in_login') })).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId(`open-${LOGIN_MODAL}`)).toBeNull();
    expect(modals.isOpen(LOGIN_MODAL)).toBe(false);
  });
});
