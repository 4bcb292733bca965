import type { VerificationRequiredValue } from '@app/contract/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { loginValue, memberInfoValue, Refusal, stubServer } from '@/testing/server-stub';
import '@/locales/pages';
import '../locales/texts';
import { authSite } from '../testing/fixtures';
import { LoginVerification } from './login-verification';

const t = i18next.t.bind(i18next);
const TICKET = 't'.repeat(32);

/** The new-IP verification of a member with an authenticator (and an SMS number): the server takes 123456 or one recovery code. */
function renderVerification() {
  const requests = stubServer({
    '/wps/session/login/verify': ({ body }: { body: unknown }) => {
      const { code } = body as { code: string };
      return code === '123456' || code === 'ABCDE-FGHJK' ? loginValue() : new Refusal('TWO_FACTOR_CODE_INVALID', { field: 'code', attemptsLeft: 4 });
    },
    '/wps/member/info': memberInfoValue(),
    '/wps/member/language': { language: 'EN' },
  });
  const required: VerificationRequiredValue = { methods: ['totp', 'sms'], ticket: TICKET, maskedMobile: '+63 917****567', maskedEmail: null, expiresAt: Date.now() + 600_000 };
  renderWithApp(<LoginVerification required={required} meta={{}} onBack={() => undefined} />, { site: authSite() });
  return { verifications: () => requests.filter((r) => r.url.pathname === '/wps/session/login/verify') };
}

describe('LoginVerification with the authenticator app', () => {
  it('offers the app first with a one-time-code field, shows a wrong code under it, then logs in with the right one', async () => {
    const user = userEvent.setup();
    const { verifications } = renderVerification();
    expect((screen.getByRole('radio', { name: t('in_verify_by_totp') }) as HTMLInputElement).checked).toBe(true);
    const field = screen.getByRole('textbox', { name: t('in_authenticator_code') });
    expect([field.getAttribute('inputmode'), field.getAttribute('autocomplete')]).toEqual(['numeric', 'one-time-code']);
    // the app's code needs no sending: no send button beside it
    expect(screen.queryByRole('button', { name: t('in_send_code') })).toBeNull();

    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: t('in_verify_and_login') }));
    expect(await screen.findByText(t('err_two_factor_code_invalid'))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: t('in_verify_and_login') }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(loginValue().token));
    expect(verifications().at(-1)?.body).toMatchObject({ ticket: TICKET, method: 'totp', code: '123456' });
  });

  it('takes a recovery code instead when the member switches to it', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const { verifications } = renderVerification();
    await user.click(screen.getByRole('button', { name: t('in_use_recovery_code') }));
    const field = screen.getByRole('textbox', { name: t('in_recovery_code') });
    expect(field.getAttribute('inputmode')).toBe('text');
    await user.type(field, 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: t('in_verify_and_login') }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(loginValue().token));
    expect(verifications().at(-1)?.body).toMatchObject({ method: 'totp', code: 'ABCDE-FGHJK' });
    // and back to the app's code
    await user.click(screen.getByRole('button', { name: t('in_use_app_code') }));
    expect(screen.getByRole('textbox', { name: t('in_authenticator_code') })).toBeTruthy();
  });
});
