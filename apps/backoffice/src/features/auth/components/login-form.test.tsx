import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import { LoginForm } from './login-form';

async function fillAndSubmit(code?: string) {
  await userEvent.type(screen.getByLabelText(t('username')), 'owner1');
  await userEvent.type(screen.getByLabelText(t('password')), 'Owner123!');
  if (code) await userEvent.type(screen.getByLabelText(t('totp_code')), code);
  await userEvent.click(screen.getByRole('button', { name: t('sign_in') }));
}

describe('LoginForm', () => {
  it('sends username, password and code, and hands over the session', async () => {
    const fetch = stubFetch({ value: { token: 'tok', operator: { id: 1 }, idleTimeoutSeconds: 1800, recoveryCodesLeft: 10 } });
    const onSession = vi.fn();
    renderWithApp(<LoginForm onSession={onSession} onEnrol={vi.fn()} />);
    await fillAndSubmit('123456');
    await waitFor(() => expect(onSession).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ username: 'owner1', password: 'Owner123!', code: '123456' });
  });

  it('says a wrong password in plain language and keeps the form', async () => {
    stubFetch({ status: 401, code: 'INVALID_CREDENTIALS' });
    renderWithApp(<LoginForm onSession={vi.fn()} onEnrol={vi.fn()} />);
    await fillAndSubmit('123456');
    expect(await screen.findByText(t('err.INVALID_CREDENTIALS'))).toBeTruthy();
  });

  it('tells the wait of a locked account', async () => {
    stubFetch({ status: 429, code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 30 } });
    renderWithApp(<LoginForm onSession={vi.fn()} onEnrol={vi.fn()} />);
    await fillAndSubmit('123456');
    expect(await screen.findByText('Too many failed sign-ins. Try again in 30 seconds.')).toBeTruthy();
  });

  it('starts the enrolment when the operator has no authenticator yet', async () => {
    const enrolment = { ticket: 'ticket-0123456789', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' };
    stubFetch({ status: 403, code: 'TOTP_ENROLMENT_REQUIRED', value: enrolment });
    const onEnrol = vi.fn();
    renderWithApp(<LoginForm onSession={vi.fn()} onEnrol={onEnrol} />);
    await fillAndSubmit();
    await waitFor(() => expect(onEnrol).toHaveBeenCalledWith(enrolment, 'owner1'));
  });

  it('takes a recovery code instead of the authenticator code', async () => {
    const fetch = stubFetch({ status: 401, code: 'TOTP_INVALID' });
    renderWithApp(<LoginForm onSession={vi.fn()} onEnrol={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: t('use_recovery_code') }));
    await userEvent.type(screen.getByLabelText(t('username')), 'owner1');
    await userEvent.type(screen.getByLabelText(t('password')), 'Owner123!');
    await userEvent.type(screen.getByLabelText(t('recovery_code')), 'ABCDE-FGHJK');
    await userEvent.click(screen.getByRole('button', { name: t('sign_in') }));
    expect(await screen.findByText(t('err.TOTP_INVALID'))).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ username: 'owner1', password: 'Owner123!', recoveryCode: 'ABCDE-FGHJK' });
  });
});
