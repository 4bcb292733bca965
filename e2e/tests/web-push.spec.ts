import { expect, test } from '@playwright/test';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { keepSessionOnLoad, registerFundedMember, tigerURL } from '../support';
import { describeFindings, seriousViolations, settle } from './axe-support';
import { translator } from './texts';

/**
 * Web Push (issue 31) in Chromium against the real server. A local HTTP server stands in for the browser's push
 * service. Headless Chromium has none (its pushManager.subscribe answers "Registration failed - permission denied"
 * even with notifications granted), so the page's PushManager hands out a subscription whose endpoint is the local
 * server and whose keys this test holds: everything else is real. A new Royal Tiger player allows notifications in
 * the member centre (the browser's permission, granted to the context), the subscription is stored, "Send a test
 * notification" reaches the local endpoint as a VAPID-signed aes128gcm message this test decrypts, and the page the
 * notification opens (its url) shows the notifications page.
 */
const en = translator('en', ['member-center', 'auth']);
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer };

test('a player allows notifications, and a test notification reaches the push endpoint', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const received: Array<{ headers: IncomingHttpHeaders; body: Buffer }> = [];
  const service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const device = createECDH('prime256v1');
  device.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const subscription = {
    endpoint: `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/${randomBytes(6).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: device.getPublicKey().toString('base64url'), auth },
  };

  const port = process.env.E2E_PORT ?? '4180';
  const member = await registerFundedMember(request, { host: `tiger.localhost:${port}`, brandId: 'tiger', amount: '1' });
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: tigerURL('').replace(/\/$/, '') });
  const page = await context.newPage();
  await keepSessionOnLoad(page, member);
  await page.addInitScript((json) => {
    let current: object | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = { endpoint: json.endpoint, expirationTime: null, options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey }, toJSON: () => json, unsubscribe: async () => ((current = null), true) };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);

  await page.goto(tigerURL('/'));
  await page.getByRole('button', { name: en('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: en('in_member_center') }).click();
  const mc = page.getByRole('dialog', { name: en('mc_member_center') });
  await mc.getByRole('navigation', { name: en('mc_member_center') }).getByRole('button', { name: new RegExp(`^${en('in_my_account')}`) }).click();
  await mc.getByTestId('push-row').getByRole('button', { name: en('mc_push_open') }).click();
  await expect(mc.getByTestId('member-page-title')).toHaveText(en('mc_push_page'));

  const row = mc.getByTestId('push-device-row');
  await row.getByRole('button', { name: en('mc_push_allow') }).click();
  await expect(row.getByText(en('mc_push_state_on'), { exact: true })).toBeVisible();
  await expect(mc.getByText(en('mc_push_devices_one', { count: 1 }))).toBeVisible();
  await expect(mc.getByRole('switch', { name: en('mc_push_kind_withdrawal') })).toBeChecked();
  await settle(page);
  const findings = await seriousViolations(page, 'notifications on this device', { within: '[role="dialog"][aria-modal="true"]' });
  expect(findings, describeFindings(findings)).toEqual([]);

  await mc.getByRole('button', { name: en('mc_push_test') }).click();
  await expect(mc.getByText(en('mc_push_test_sent_one'))).toBeVisible();
  // the server's push: the sender is woken by the test, not left to its next run
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const [push] = received;
  expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '300' });
  expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=B[\w-]{86}$/);
  const payload = JSON.parse(ece.decrypt(push!.body, { version: 'aes128gcm', privateKey: device, authSecret: auth }).toString('utf8')) as { title: string; url: string; tag: string };
  expect(payload).toMatchObject({ title: 'Notifications are on', tag: 'test', url: '/?memberPage=notifications' });

  // a click on the notification opens its url: the member centre on the notifications page
  await page.goto(tigerURL(payload.url));
  await expect(page.getByRole('dialog', { name: en('mc_member_center') }).getByTestId('member-page-title')).toHaveText(en('mc_push_page'));
  await expect(page).toHaveURL(tigerURL('/'));
  await context.close();
  await new Promise((resolve) => service.close(resolve));
});
