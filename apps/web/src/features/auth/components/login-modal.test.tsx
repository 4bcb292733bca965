import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { CHANGE_PASSWORD_MODAL } from '@/config/modal-names';
import { renderWithApp } from '@/testing/render';
import '../locales/texts';
import { authSite } from '../testing/fixtures';
import { loginValue, memberInfoValue, Refusal, stubServer } from '@/testing/server-stub';
import { WELCOME_MODAL } from '../modal-names';
import { LoginPanel } from './login-modal';

const t = i18next.t.bind(i18next);

function renderLogin(login: (body: Record<string, unknown>) => unknown, captchaAskedFor: string[] = []) {
  const requests = stubServer({
    '/wps/session/login': ({ body }: { body: unknown }) => login(body as Record<string, unknown>),
    '/wps/session/login/captcha': ({ url }: { url: URL }) => ({ required: captchaAskedFor.includes(url.searchParams.get('username') ?? '') }),
    '/wps/captcha': ({ url }: { url: URL }) => `data:image/png;base64,${btoa(url.searchParams.get('captchaId')!)}`,
    '/wps/member/info': memberInfoValue(),
    '/wps/system/setting/register': authSite().register,
    '/wps/system/countryCodes': [{ countryCode: 'PH', countryDialingCode: '63' }],
  });
  const rendered = renderWithApp(<LoginPanel />, { site: authSite() });
  return { ...rendered, requests, captchaFetches: () => requests.filter((r) => r.url.pathname === '/wps/captcha') };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.clear(screen.getByRole('textbox', { name: t('in_username') }));
  await user.type(screen.getByRole('textbox', { name: t('in_username') }), username);
  await user.clear(screen.getByLabelText(t('in_password')));
  await user.type(screen.getByLabelText(t('in_password')), password);
  await user.click(screen.getByRole('button', { name: t('in_login') }));
}

describe('LoginPanel', () => {
  it('has the username tab first, trims the credentials and sends them encrypted', async () => {
    const user = userEvent.setup();
    const { requests } = renderLogin(() => loginValue());
    expect(screen.getByRole('tab', { name: t('in_username_login') }).getAttribute('aria-selected')).toBe('true');
    await fillAndSubmit(user, '  player1 ', ' Player123! ');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(loginValue().token));
    const login = requests.find((r) => r.url.pathname === '/wps/session/login')!;
    expect(login.encrypted).toBe(true);
    expect(login.body).toEqual({ type: 'username', username: 'player1', password: 'Player123!', rememberMe: false });
    expect(sessionStorage.getItem('account')).toBe('player1');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    // the language on screen goes to the server, for the member's messages, emails and SMS
    await waitFor(() => expect(requests.find((r) => r.url.pathname === '/wps/member/language')?.body).toEqual({ language: i18next.language }));
    // not a first login: no welcome
    expect(modals.isOpen(WELCOME_MODAL)).toBe(false);
  });

  it('a first login opens the welcome with the first steps (spec: firstTimeLogin)', async () => {
    const user = userEvent.setup();
    renderLogin(() => ({ ...loginValue(), firstTimeLogin: true }));
    await fillAndSubmit(user, 'newbie01', 'Player123!');
    await waitFor(() => expect(modals.isOpen(WELCOME_MODAL)).toBe(true));
    act(() => modals.close(WELCOME_MODAL));
  });

  it('shows the captcha before the submit when the server will ask for it (failures on record), not after a refusal', async () => {
    const user = userEvent.setup();
    const { requests } = renderLogin((body) => (body.captcha ? loginValue() : new Refusal('CAPTCHA_REQUIRED', { captcha: true }, 400)), ['agent1']);
    await user.type(screen.getByRole('textbox', { name: t('in_username') }), 'player1');
    await user.tab();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/wps/session/login/captcha')).toBe(true));
    expect(screen.queryByRole('textbox', { name: t('in_captcha') })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: t('in_username') }));
    await user.type(screen.getByRole('textbox', { name: t('in_username') }), 'agent1');
    await user.tab();
    expect(await screen.findByRole('textbox', { name: t('in_captcha') })).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === '/wps/session/login')).toEqual([]);
  });

  it('shows the captcha after a failed login whose value carries captcha, and refreshes it at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    const { captchaFetches, requests } = renderLogin((body) =>
      body.captcha ? loginValue() : new Refusal('INVALID_CREDENTIALS', { captcha: true }, 401),
    );
    expect(screen.queryByRole('textbox', { name: t('in_captcha') })).toBeNull();
    await fillAndSubmit(user, 'player1', 'wrong-one');
    expect((await screen.findByRole('alert')).textContent).toBe(t('err_invalid_credentials'));
    const image = await screen.findByRole('img', { name: t('in_captcha_image') });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(captchaFetches()).toHaveLength(1);

    const refresh = screen.getByRole('button', { name: t('in_refresh_captcha') });
    await user.click(refresh);
    await user.click(refresh);
    await waitFor(() => expect(captchaFetches()).toHaveLength(2));
    vi.setSystemTime(Date.now() + 500);
    await user.click(refresh);
    vi.setSystemTime(Date.now() + 600);
    await user.click(refresh);
    await waitFor(() => expect(captchaFetches()).toHaveLength(3));
    const ids = captchaFetches().map((r) => r.url.searchParams.get('captchaId'));
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{16,64}$/.test(id!))).toBe(true);

    // the captcha is required while shown, and travels with its id
    await user.click(screen.getByRole('button', { name: t('in_login') }));
    expect(await screen.findByText(t('err_captcha_required'))).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: t('in_captcha') }), '1234');
    await user.click(screen.getByRole('button', { name: t('in_login') }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeTruthy());
    const last = requests.filter((r) => r.url.pathname === '/wps/session/login').at(-1)!;
    expect(last.body).toMatchObject({ captcha: '1234', captchaId: ids.at(-1) });
  });

  it('remember me keeps the username for 24 hours and never stores the password', async () => {
    const user = userEvent.setup();
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    const { unmount } = renderLogin(() => loginValue());
    await user.click(screen.getByRole('checkbox', { name: t('in_remember_me') }));
    await fillAndSubmit(user, 'player1', 'S3cret-Pass!');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeTruthy());

    expect(document.cookie).toContain('rememberUsername=player1');
    expect(document.cookie).toContain('rememberMe=1');
    expect(cookieWrites.every((w) => /Max-Age=(86400|0);/.test(w))).toBe(true);
    const stored = JSON.stringify([document.cookie, cookieWrites, { ...localStorage }, { ...sessionStorage }]);
    expect(stored).not.toContain('S3cret');
    // the password input is one the browser's password manager can keep
    unmount();

    renderLogin(() => loginValue());
    expect((screen.getByRole('textbox', { name: t('in_username') }) as HTMLInputElement).value).toBe('player1');
    expect((screen.getByRole('checkbox', { name: t('in_remember_me') }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText(t('in_password')).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('textbox', { name: t('in_username') }).getAttribute('autocomplete')).toBe('username');

    // unchecked: forgotten
    await user.click(screen.getByRole('checkbox', { name: t('in_remember_me') }));
    await fillAndSubmit(user, 'player1', 'S3cret-Pass!');
    await waitFor(() => expect(document.cookie).not.toContain('rememberUsername=player1'));
    expect(document.cookie).not.toContain('S3cret');
  });

  it('a password to change (123456 or expired) opens the change-password modal without storing the session', async () => {
    const user = userEvent.setup();
    renderLogin(() => loginValue({ forceChangePassword: true, userName: 'weakpass', account: 'weakpass' }));
    await fillAndSubmit(user, 'weakpass', '123456');
    await waitFor(() => expect(modals.isOpen(CHANGE_PASSWORD_MODAL)).toBe(true));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('asks the second factor when the login comes from a new IP', async () => {
    const user = userEvent.setup();
    renderLogin(() =>
      new Refusal('VERIFICATION_REQUIRED', { methods: ['sms', 'bank'], ticket: 'x'.repeat(32), maskedMobile: '+63 917****567', maskedEmail: null, expiresAt: 0 }, 403),
    );
    await fillAndSubmit(user, 'phoneuser', 'Phone123!');
    expect(await screen.findByRole('heading', { name: t('in_verify_new_device') })).toBeTruthy();
    expect(screen.getByRole('radio', { name: t('in_verify_by_sms', { target: '+63 917****567' }) })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: t('in_verify_by_bank') }));
    expect(screen.getByRole('textbox', { name: t('in_bank_account_name') })).toBeTruthy();
  });
});

afterEach(() => {
  for (const name of ['rememberMe', 'rememberUsername', 'rememberMobileNum', 'rememberDialingCode']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
