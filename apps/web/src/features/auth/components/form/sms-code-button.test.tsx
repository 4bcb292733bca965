import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { ApiError } from '@/lib/api-client';
import '../../locales/texts';
import { SmsCodeButton } from './sms-code-button';

const t = i18next.t.bind(i18next);
const sent = { expiredMinutes: 2, expirationTime: 0 };

function WarningProbe() {
  const entry = useModalEntry(WARNING_MODAL);
  return entry ? <p data-testid="warning">{String(entry.props.messageKey)}</p> : null;
}

/** Lets the button's promises settle under fake timers. */
const settle = () => act(async () => {});

describe('SmsCodeButton', () => {
  it('counts down expiredMinutes x 60 s after a send, disabled meanwhile, then sends again', async () => {
    vi.useFakeTimers();
    const request = vi.fn(async () => sent);
    render(<SmsCodeButton validate={() => true} request={request} humanRequired={false} />);
    fireEvent.click(screen.getByRole('button', { name: t('in_send_code') }));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(t('in_resend_in', { seconds: 120 }));
    expect((button as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe(t('in_resend_in', { seconds: 119 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(button.textContent).toBe(t('in_resend_in', { seconds: 59 }));
    fireEvent.click(button);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(59_000));
    expect(button.textContent).toBe(t('in_send_code'));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('sends at most once a second, even when the send failed', async () => {
    vi.useFakeTimers();
    const request = vi.fn(async () => {
      throw new ApiError('SEND_FAILED', 'err_send_failed', null, 502);
    });
    render(<SmsCodeButton validate={() => true} request={request} humanRequired={false} />);
    const button = screen.getByRole('button', { name: t('in_send_code') });
    fireEvent.click(button);
    await settle();
    fireEvent.click(button);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(button);
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shows the server message in the warning dialog when a send fails, and waits as long as too-many-requests says', async () => {
    vi.useFakeTimers();
    const request = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('SEND_FAILED', 'err_send_failed', null, 502))
      .mockRejectedValueOnce(new ApiError('TOO_MANY_REQUESTS', 'err_too_many_requests', { retryAfterSeconds: 300 }, 429));
    render(
      <>
        <SmsCodeButton validate={() => true} request={request} humanRequired={false} />
        <WarningProbe />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: t('in_send_code') }));
    await settle();
    expect(screen.getByTestId('warning').textContent).toBe('err_send_failed');
    act(() => modals.reset());

    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: t('in_send_code') }));
    await settle();
    expect(screen.getByTestId('warning').textContent).toBe('err_too_many_requests');
    expect(screen.getAllByRole('button')[0]!.textContent).toBe(t('in_resend_in', { seconds: 300 }));
  });

  it('does not send when the number is invalid', async () => {
    const request = vi.fn(async () => sent);
    render(<SmsCodeButton validate={() => false} request={request} humanRequired={false} />);
    fireEvent.click(screen.getByRole('button', { name: t('in_send_code') }));
    await settle();
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe(t('in_send_code'));
  });
});
