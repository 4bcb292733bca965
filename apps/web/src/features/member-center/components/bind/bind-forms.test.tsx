import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { Refusal, stubServer } from '@/testing/server-stub';
import { renderWithApp } from '@/testing/render';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const codeSent = () => ({ expiredMinutes: 2, expirationTime: Date.now() + 120_000 });

describe('BindEmailForm', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('checks the address, sends the code (encrypted), counts down, then binds', async () => {
    const user = userEvent.setup();
    const requests = stubServer({ '/wps/verification/email/bind': codeSent, '/wps/member/email': { maskedEmail: 'n***w@example.com' } });
    renderWithApp(<BindEmailForm token="tok" change={false} />);
    const form = screen.getByRole('form', { name: t('mc_bind_email') });
    expect(within(form).queryByLabelText(t('mc_login_password'))).toBeNull();
    await user.type(within(form).getByLabelText(t('mc_new_email')), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('mc_invalid_email'));

    await user.clear(within(form).getByLabelText(t('mc_new_email')));
    await user.type(within(form).getByLabelText(t('mc_new_email')), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    const countdown = await within(form).findByRole('button', { name: t('mc_resend_in', { seconds: 120 }) });
    expect(countdown).toHaveProperty('disabled', true);
    const send = requests.find((r) => r.url.pathname === '/wps/verification/email/bind')!;
    expect(send).toMatchObject({ encrypted: true, body: { email: 'new@example.com' } });

    await user.type(within(form).getByLabelText(t('mc_verification_code')), '123456');
    await user.click(within(form).getByRole('button', { name: t('mc_bind_email') }));
    expect(await within(form).findByText(t('mc_email_bound'))).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === '/wps/member/email')?.body).toEqual({ email: 'new@example.com', verificationCode: '123456' });
  });

  it("shows a taken address and a wrong code in the player's language", async () => {
    const user = userEvent.setup();
    stubServer({
      '/wps/verification/email/bind': () => new Refusal('EMAIL_TAKEN', { field: 'email' }, 409),
      '/wps/member/email': () => new Refusal('INVALID_VERIFICATION_CODE', { field: 'verificationCode' }),
    });
    renderWithApp(<BindEmailForm token="tok" change={false} />);
    const form = screen.getByRole('form', { name: t('mc_bind_email') });
    await user.type(within(form).getByLabelText(t('mc_new_email')), 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('err_email_taken'));
    // the send button is free again (no countdown after a refusal)
    expect(within(form).getByRole('button', { name: t('mc_send_code') })).toHaveProperty('disabled', false);
    await user.type(within(form).getByLabelText(t('mc_verification_code')), '000000');
    await user.click(within(form).getByRole('button', { name: t('mc_bind_email') }));
    await waitFor(() => expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toContain(t('err_invalid_verification_code')));
  });

  it('changing a bound address asks for the login password', async () => {
    const user = userEvent.setup();
    const requests = stubServer({ '/wps/verification/email/bind': codeSent });
    renderWithApp(<BindEmailForm token="tok" change />);
    const form = screen.getByRole('form', { name: t('mc_change_email') });
    await user.type(within(form).getByLabelText(t('mc_new_email')), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('mc_required'));
    await user.type(within(form).getByLabelText(t('mc_login_password')), 'Player123!');
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    await waitFor(() => expect(requests.find((r) => r.url.pathname === '/wps/verification/email/bind')?.body).toEqual({ email: 'new@example.com', password: 'Player123!' }));
  });
});

describe('BindMobileForm', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('sends with the dialling code from the picker, and shows MOBILE_TAKEN under the number', async () => {
    const user = userEvent.setup();
    const requests = stubServer({
      '/wps/system/countryCodes': [
        { countryCode: 'PH', countryDialingCode: '63' },
        { countryCode: 'VN', countryDialingCode: '84' },
      ],
      '/wps/verification/sms/bind': ({ body }: { body: { mobileNum: string } }) =>
        body.mobileNum === '9171234567' ? new Refusal('MOBILE_TAKEN', { field: 'mobileNum' }, 409) : codeSent(),
    });
    renderWithApp(<BindMobileForm token="tok" change={false} dialingCode={null} />);
    const form = screen.getByRole('form', { name: t('mc_bind_mobile') });
    await user.click(await within(form).findByRole('button', { name: `${t('mc_country_code')}: +63` }));
    await user.click(await screen.findByRole('option', { name: /\+84/ }));
    const number = within(form).getByLabelText(t('mc_new_mobile'));
    await user.type(number, '9171234567');
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t('err_mobile_taken'));
    expect(requests.find((r) => r.url.pathname === '/wps/verification/sms/bind')?.body).toEqual({ countryDialingCode: '84', mobileNum: '9171234567' });

    await user.clear(number);
    await user.type(number, '9170000000');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // one send a second
    await user.click(within(form).getByRole('button', { name: t('mc_send_code') }));
    expect(await within(form).findByRole('button', { name: t('mc_resend_in', { seconds: 120 }) })).toBeTruthy();
  });
});
