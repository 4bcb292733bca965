import { calls } from '@app/contract/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { memberFixture } from '../../testing/member-fixtures';
import { NotificationsPage } from './notifications-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const KEY = 'B' + 'A'.repeat(86);
const kinds = (off: string[] = []) => ['withdrawal', 'lottery_win', 'support_reply', 'platform_message'].map((kind) => ({ kind, on: !off.includes(kind) }));
const subscriptionJson = { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: 'B' + 'x'.repeat(86), auth: 'y'.repeat(22) } };

/** A browser with service workers, the Push API and notifications, whose permission answer is `answer`. */
function stubBrowserPush(answer: NotificationPermission, initial: NotificationPermission = 'default') {
  const notification = Object.assign(function Notification() {}, { permission: initial, requestPermission: vi.fn(async () => ((notification.permission = answer), answer)) });
  let current: object | null = null;
  const subscription = { endpoint: subscriptionJson.endpoint, options: { applicationServerKey: null }, toJSON: () => subscriptionJson, unsubscribe: vi.fn(async () => ((current = null), true)) };
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe: vi.fn(async () => ((current = subscription), subscription)) };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) } });
  return { notification, pushManager, subscription };
}

const render = () => renderWithApp(<NotificationsPage token="tok" member={memberFixture()} go={() => undefined} params={{}} />);
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][]).find(([url]) => String(url).endsWith(path));
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotificationsPage', () => {
  it('says a browser without push cannot get them, and still switches a kind off for the other devices', async () => {
    sessionStorage.setItem('token', 'tok');
    const fetchMock = stubApi({ [calls.pushPreferences.path]: { kinds: kinds(), devices: 0 }, [calls.setPushPreference.path]: { kinds: kinds(['lottery_win']), devices: 0 } });
    render();
    const device = await screen.findByTestId('push-device-row');
    expect(within(device).getByText(t('mc_push_state_unsupported'))).toBeTruthy();
    expect(within(device).queryByRole('button')).toBeNull();
    expect((screen.getByRole('button', { name: t('mc_push_test') }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t('mc_push_no_devices'))).toBeTruthy();

    const wins = screen.getByRole<HTMLInputElement>('switch', { name: t('mc_push_kind_lottery_win') });
    expect(wins.checked).toBe(true);
    expect(document.getElementById(wins.getAttribute('aria-describedby')!)?.textContent).toBe(t('mc_push_kind_lottery_win_text'));
    await userEvent.click(wins);
    await waitFor(() => expect(wins.disabled).toBe(false));
    expect(wins.checked).toBe(false);
    expect(bodyOf(fetchMock, calls.setPushPreference.path)).toEqual({ kind: 'lottery_win', on: false });
  });

  it('asks the browser, subscribes with the server key, hands the subscription over and sends a test', async () => {
    sessionStorage.setItem('token', 'tok');
    const browser = stubBrowserPush('granted');
    const fetchMock = stubApi({
      [calls.pushPreferences.path]: { kinds: kinds(), devices: 0 },
      [calls.pushPublicKey.path]: { publicKey: KEY },
      [calls.pushSubscribe.path]: { kinds: kinds(), devices: 1 },
      [calls.pushTest.path]: { devices: 1 },
      [calls.pushUnsubscribe.path]: { kinds: kinds(), devices: 0 },
    });
    render();
    const device = await screen.findByTestId('push-device-row');
    expect(within(device).getByText(t('mc_push_state_off'))).toBeTruthy();
    await userEvent.click(within(device).getByRole('button', { name: t('mc_push_allow') }));

    expect(await within(device).findByText(t('mc_push_state_on'))).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect([options.applicationServerKey.length, options.applicationServerKey[0]]).toEqual([65, 4]);
    expect(bodyOf(fetchMock, calls.pushSubscribe.path)).toEqual(subscriptionJson);
    expect(screen.getByText(t('mc_push_devices', { count: 1 }))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: t('mc_push_test') }));
    expect(await screen.findByText(t('mc_push_test_sent', { count: 1 }))).toBeTruthy();

    await userEvent.click(within(device).getByRole('button', { name: t('mc_push_turn_off') }));
    expect(await within(device).findByText(t('mc_push_state_off'))).toBeTruthy();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(bodyOf(fetchMock, calls.pushUnsubscribe.path)).toEqual({ endpoint: subscriptionJson.endpoint });
  });

  it('says when the player refused, and when the browser blocks notifications', async () => {
    sessionStorage.setItem('token', 'tok');
    stubBrowserPush('denied');
    stubApi({ [calls.pushPreferences.path]: { kinds: kinds(), devices: 0 }, [calls.pushPublicKey.path]: { publicKey: KEY } });
    render();
    const device = await screen.findByTestId('push-device-row');
    await userEvent.click(within(device).getByRole('button', { name: t('mc_push_allow') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('mc_push_refused'));
    expect(within(device).getByText(t('mc_push_state_blocked'))).toBeTruthy();
    expect(within(device).getByText(t('mc_push_state_blocked_text'))).toBeTruthy();
  });
});
