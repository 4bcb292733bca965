import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PasswordField, starred, TextField } from './field';

describe('form kit fields', () => {
  it('links the first error to the input: an alert on the account pages, a plain line in the sign-in look', () => {
    render(
      <>
        <TextField label="Amount" error="Too much" hint="At most 10" />
        <TextField look="sign-in" label="Username" placeholder={starred('Username', true)} required error="Required" />
      </>,
    );
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Too much');
    expect(screen.getByRole('alert').textContent).toBe('Too much');
    expect(screen.queryByText('At most 10')).toBeNull();

    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username.getAttribute('placeholder')).toBe('Username *');
    expect(username.getAttribute('aria-required')).toBe('true');
    expect(username.hasAttribute('required')).toBe(false);
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
  });

  it('shows and hides a password with a pressed toggle, in both looks', async () => {
    render(
      <>
        <PasswordField label="Payment password" />
        <PasswordField look="sign-in" label="Password" autoComplete="current-password" />
      </>,
    );
    const [paymentToggle, toggle] = screen.getAllByRole('button', { name: i18next.t('show_password') });
    expect(screen.getByLabelText('Payment password').getAttribute('autocomplete')).toBe('off');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(toggle!);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle!.getAttribute('aria-pressed')).toBe('true');
    expect(paymentToggle!.getAttribute('aria-pressed')).toBe('false');
  });
});
