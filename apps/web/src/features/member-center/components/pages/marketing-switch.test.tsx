import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { MarketingSwitch } from './marketing-switch';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const READ = '/wps/relay/CSP_marketingPreference';
const WRITE = '/wps/relay/CSP_setMarketingPreference';

describe('MarketingSwitch', () => {
  it('shows the member’s choice and switches marketing messages off', async () => {
    sessionStorage.setItem('token', 'tok');
    const fetchMock = stubApi({ [READ]: { marketingMessages: true }, [WRITE]: { marketingMessages: false } });
    renderWithApp(<MarketingSwitch token="tok" />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: t('mc_marketing_messages') });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(t('mc_marketing_messages_hint'));

    await userEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    // the stub's signature names only the URL; the client passes the request's init as the second argument
    const write = (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][]).find(([url]) => String(url).endsWith(WRITE))!;
    expect(JSON.parse(String(write[1].body))).toEqual({ marketingMessages: false });
  });

  it('says a failed change and shows what the server still holds', async () => {
    sessionStorage.setItem('token', 'tok');
    stubApi({ [READ]: { marketingMessages: true }, [WRITE]: new Error('offline') });
    renderWithApp(<MarketingSwitch token="tok" />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: t('mc_marketing_messages') });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
  });
});
