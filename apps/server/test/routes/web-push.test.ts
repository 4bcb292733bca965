import { PWA_PATHS } from '@app/contract/pwa';
import { eq } from 'drizzle-orm';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { members, pushOutbox, pushSubscriptions, rgMemberState } from '../../src/db/schema';
import { readEnv, repoRoot } from '../../src/env';
import { loadBrands } from '../../src/lib/brands';
import { checkEndpoint } from '../../src/modules/push/subscriptions';
import { generateVapidKeys } from '../../src/modules/push/vapid';
import { openTestDatabase, testAdminToken, TEST_OPERATOR } from '../helper';
import { lotteryClient, vn } from '../lottery-support';
import { rid } from '../wallet-support';

/*
 * Web Push (issue 31) end to end on the real app: a local HTTP server stands in for the browsers' push service (the
 * test runner's aids let a member subscribe a local endpoint), and each "device" holds a real P-256 key pair and auth
 * secret, so what the server sends is decrypted here as a browser would (aes128gcm, RFC 8291) and its VAPID signature
 * checked (RFC 8292). The lottery runs on a simulated clock; the push sender's job runs every 100 ms.
 */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer };

const vapid = generateVapidKeys();
const clock = { now: vn('2031-03-10T10:00:20') };
const database = await openTestDatabase();
const app = await buildApp({
  database,
  brands: loadBrands(join(repoRoot, 'brands')),
  env: readEnv({ TRUST_PROXY: '1', TEST_AIDS: '1', POW_DIFFICULTY: '4' }),
  adminToken: testAdminToken,
  adminTokenOwner: TEST_OPERATOR,
  lottery: { now: () => clock.now },
  vapidKeys: vapid,
  pushSenderEveryMs: 100,
});
const l = lotteryClient(app);
const db = app.database.db;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** The stand-in push service: records every request; answers 201 unless told otherwise for a path. */
const received: Received[] = [];
const answers = new Map<string, number>();
const service = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    response.statusCode = answers.get(request.url ?? '') ?? 201;
    response.end();
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => service.close(resolve));
});

/** A browser's subscription: its own endpoint at the push service, key pair and auth secret. */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/push/${randomBytes(6).toString('hex')}`;
  const subscription = { endpoint: origin + path, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  const mine = () => received.filter((r) => r.path === path);
  return {
    path,
    subscription,
    /** the messages this device received, decrypted */
    messages: () => mine().map((r) => JSON.parse(ece.decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as Record<string, string>),
    requests: mine,
  };
}
type Device = ReturnType<typeof device>;
type Member = Awaited<ReturnType<typeof l.member>>;
/** A fresh member with a balance, reading in English unless told (the demo brand's default is Tagalog). */
async function member(amount = '0', language: 'EN' | 'TY' = 'EN') {
  const m = await l.member(amount);
  expect((await m.call('updateLanguage', { body: { language } })).body.code).toBe('OK');
  return m;
}

async function subscribed(m: Member, d: Device = device()) {
  const res = await m.call('pushSubscribe', { body: d.subscription });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return d;
}
/** Waits for the device's nth message (the sender runs every 100 ms). */
async function nth(d: Device, n: number) {
  await expect.poll(() => d.requests().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(n);
  return d.messages()[n - 1]!;
}
const outboxOf = (memberId: number) => db.select().from(pushOutbox).where(eq(pushOutbox.memberId, memberId)).orderBy(pushOutbox.id);
/** The sender ran over everything due: no row of the member is pending. */
const settled = (memberId: number) => expect.poll(async () => (await outboxOf(memberId)).filter((r) => r.status === 'pending').length, { timeout: 5_000 }).toBe(0);

const PAY = 'Pay54321';
const cards = new Map<number, number>();
/** The member asks to withdraw `amount` to a card in their payee name (bound the first time); answers its order number. */
async function withdrawalRequested(m: Member, amount: string) {
  if (!cards.has(m.memberId)) {
    expect((await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
    const [row] = await db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, m.memberId));
    const card = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: row!.payeeName!, accountNumber: `${String(m.memberId).padStart(8, '0')}7001`, paymentPassword: PAY } });
    cards.set(m.memberId, card.body.value.id as number);
  }
  const created = await m.call('withdrawCreate', { body: { bankCardId: cards.get(m.memberId), amount, paymentPassword: PAY, requestId: rid() } });
  expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
  return created.body.value.orderNo as string;
}

describe('subscribing', () => {
  it('keeps a browser subscription, and refuses an endpoint that is no push service or keys that are no keys', async () => {
    const m = await member('0');
    expect((await l.api.call('pushPublicKey')).body.value).toEqual({ publicKey: vapid.publicKey });
    const d = device();
    const bad = [
      { ...d.subscription, endpoint: 'not a url' },
      { ...d.subscription, endpoint: 'ftp://push.example.com/x' },
      { ...d.subscription, keys: { ...d.subscription.keys, p256dh: 'Babc' } },
      { ...d.subscription, keys: { ...d.subscription.keys, auth: '' } },
    ];
    for (const body of bad) expect((await m.call('pushSubscribe', { body })).body.code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
    // plain http reaches only the test runner's local endpoint
    const http = await m.call('pushSubscribe', { body: { ...d.subscription, endpoint: 'http://push.example.com/send/abc' } });
    expect([http.status, http.body.code, http.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'endpoint']);

    const first = await m.call('pushSubscribe', { body: d.subscription });
    expect(first.body.value).toEqual({ devices: 1, kinds: ['deposit', 'withdrawal', 'lottery_win', 'support_reply', 'platform_message'].map((kind) => ({ kind, on: true })) });
    // the same browser again is the same subscription; another account subscribing it takes it over
    expect((await m.call('pushSubscribe', { body: d.subscription })).body.value.devices).toBe(1);
    const other = await member('0');
    expect((await other.call('pushSubscribe', { body: d.subscription })).body.value.devices).toBe(1);
    expect((await m.call('pushPreferences')).body.value.devices).toBe(0);
    // turning off on this device forgets it; someone else's endpoint is left alone
    expect((await m.call('pushUnsubscribe', { body: { endpoint: d.subscription.endpoint } })).body.value.devices).toBe(0);
    expect((await other.call('pushUnsubscribe', { body: { endpoint: d.subscription.endpoint } })).body.value.devices).toBe(0);
  });

  it('refuses, outside the test runner, plain http and the hosts of the server\'s own network', () => {
    const refused = ['http://fcm.googleapis.com/fcm/send/a', 'https://localhost/x', 'https://127.0.0.1/x', 'https://10.0.0.8/x', 'https://192.168.1.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fd00::1]/x', 'https://2130706433/x'];
    for (const endpoint of refused) expect(() => checkEndpoint(endpoint, false), endpoint).toThrow();
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/QGx']) expect(() => checkEndpoint(endpoint, false)).not.toThrow();
  });
});

describe('sending', () => {
  it('delivers a test notification with the VAPID signature and an aes128gcm body the device decrypts, in its language', async () => {
    const m = await member('0', 'TY');
    expect((await m.call('pushTest', { body: {} })).body.value).toEqual({ devices: 0 });
    const d = await subscribed(m);
    expect((await m.call('pushTest', { body: {} })).body.value).toEqual({ devices: 1 });

    expect(await nth(d, 1)).toEqual({
      title: 'Naka-on ang mga notification',
      body: 'Isa itong pagsubok. Makakatanggap ka ng mga notification na tulad nito sa device na ito.',
      url: '/?memberPage=notifications',
      tag: 'test',
    });
    const { headers } = d.requests()[0]!;
    expect(headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '300', urgency: 'high' });
    // Authorization: vapid t=<ES256 JWT>, k=<the server's public key>
    const vapidHeader = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
    expect(vapidHeader?.[4]).toBe(vapid.publicKey);
    const [, head, claims, signature] = vapidHeader!;
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ aud: origin, sub: expect.stringMatching(/^mailto:.+@.+/), exp: expect.any(Number) });
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({ format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') } });
    expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
    await settled(m.memberId);
    expect((await outboxOf(m.memberId)).map((r) => [r.kind, r.status, r.attempts])).toEqual([['test', 'sent', 1]]);

    // a few a minute
    await m.call('pushTest', { body: {} });
    const limited = await m.call('pushTest', { body: {} });
    expect([limited.status, limited.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it("tells the member's devices of a withdrawal refused by an operator, and nothing of a kind they turned off", async () => {
    const m = await member('500');
    const phone = await subscribed(m);
    const laptop = await subscribed(m);
    const orderNo = await withdrawalRequested(m, '100');
    const rejected = await l.withdrawalStep('reject', orderNo, { reason: 'card name differs' });
    expect(rejected.body.code).toBe('OK');
    for (const d of [phone, laptop]) {
      expect(await nth(d, 1)).toMatchObject({
        title: 'Withdrawal rejected',
        body: `Your withdrawal ${orderNo} of 100.00 was rejected: card name differs. The amount is back in your main wallet.`,
        url: '/?memberPage=withdraw',
        tag: expect.stringMatching(/^message-\d+$/),
      });
      expect(d.requests()[0]!.headers).toMatchObject({ urgency: 'high', ttl: '86400' });
    }

    expect((await m.call('setPushPreference', { body: { kind: 'withdrawal', on: false } })).body.value.kinds).toContainEqual({ kind: 'withdrawal', on: false });
    const second = await withdrawalRequested(m, '100');
    expect((await l.withdrawalStep('reject', second)).body.code).toBe('OK');
    // the approval of another one is a platform message, still on
    const third = await withdrawalRequested(m, '100');
    expect((await l.withdrawalStep('approve', third)).body.code).toBe('OK');
    expect(await nth(phone, 2)).toMatchObject({ title: 'Withdrawal approved', url: '/?memberPage=messageV2' });
    await settled(m.memberId);
    expect(phone.messages().map((p) => p.title)).toEqual(['Withdrawal rejected', 'Withdrawal approved']);
    expect((await outboxOf(m.memberId)).map((r) => r.kind)).toEqual(['withdrawal', 'platform_message']);
  });

  it('forgets a subscription the push service says is gone (410), and tries again later when it fails for now', async () => {
    const m = await member('0');
    const gone = await subscribed(m);
    const down = await subscribed(m);
    answers.set(gone.path, 410);
    answers.set(down.path, 503);
    await m.call('pushTest', { body: {} });
    await expect.poll(async () => (await outboxOf(m.memberId))[0]?.attempts, { timeout: 5_000 }).toBe(1);
    const [row] = await outboxOf(m.memberId);
    expect(row).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/^503/) });
    // the next try after 30 s
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, m.memberId));
    expect(left.map((s) => [s.endpoint, s.failures])).toEqual([[down.subscription.endpoint, 1]]);

    // back up: the retry goes through
    answers.delete(down.path);
    await db.update(pushOutbox).set({ nextAttemptAt: new Date() }).where(eq(pushOutbox.memberId, m.memberId));
    await settled(m.memberId);
    expect((await outboxOf(m.memberId)).map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
    expect(down.messages().map((p) => p.tag)).toEqual(['test', 'test']);
    expect(gone.requests()).toHaveLength(1);
  });
});

describe('the sources', () => {
  it('tells a winner of a lottery draw; a member in a time-out hears of the withdrawal only', async () => {
    clock.now = vn('2031-03-10T10:00:20');
    await app.lottery.tick(clock.now);
    const drawNo = await l.currentDrawNo('SSC5D');
    const [winner, resting] = [await member('500'), await member('500')];
    const devices = [await subscribed(winner), await subscribed(resting)];
    // BIG and SMALL: exactly one of them wins
    for (const m of [winner, resting]) expect((await l.bet(m, { gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['BIG', 'SMALL'], stake: '5' })).body.code).toBe('OK');
    const orderNo = await withdrawalRequested(resting, '100');
    // a time-out taken now (its own flow is the responsible-gaming tests')
    await db.insert(rgMemberState).values({ memberId: resting.memberId, brandId: 'demo', blockKind: 'timeOut', blockStartedAt: new Date(), blockUntil: new Date(Date.now() + 86_400_000) });

    clock.now = vn('2031-03-10T10:02:00');
    await app.lottery.tick(clock.now);
    const settledDraw = await l.expectPaidByRules('SSC5D', drawNo);
    const won = settledDraw.tickets.filter((t) => t.memberId === winner.memberId).reduce((sum, t) => sum + t.payoutMinor, 0);
    expect(won).toBeGreaterThan(0);
    expect(await nth(devices[0]!, 1)).toEqual({
      title: 'You won!',
      body: `Your ticket in ${(await app.lottery.game('SSC5D')).name} draw ${drawNo} won ₱${(won / 100).toFixed(2)}. It is in your main wallet.`,
      url: '/?memberPage=personalHistoryCopy',
      tag: `lottery-${settledDraw.draw.id}`,
    });

    expect((await l.withdrawalStep('reject', orderNo)).body.code).toBe('OK');
    expect(await nth(devices[1]!, 1)).toMatchObject({ title: 'Withdrawal rejected' });
    await settled(resting.memberId);
    expect((await outboxOf(resting.memberId)).map((r) => r.kind)).toEqual(['withdrawal']);
    // a draw settled again (a rerun) tells nobody twice
    expect(await app.lottery.settle('SSC5D', drawNo, { actor: TEST_OPERATOR })).toMatchObject({ tickets: 0 });
    expect((await outboxOf(winner.memberId)).map((r) => r.kind)).toEqual(['lottery_win']);
  });

  it("tells of a customer-service reply and of an operator's platform message, in the member's language", async () => {
    const m = await member('0', 'TY');
    const d = await subscribed(m);
    const opened = await m.call('supportOpen', { body: { topic: 'account', text: 'My withdrawal is late' } });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe('OK');
    const conversationId = opened.body.value.conversation.id as number;
    // the member's own message is not pushed back to them
    expect((await l.ops('operatorDeskReply', { body: { conversationId, text: 'We are checking it now.' } })).body.code).toBe('OK');
    expect(await nth(d, 1)).toEqual({ title: 'Sumagot ang customer service', body: 'May bagong sagot sa iyong mensahe. I-tap para basahin.', url: '/support', tag: `support-${conversationId}` });

    const campaign = await l.ops('operatorCreateMessageCampaign', {
      body: {
        brandId: 'demo',
        kind: 'service',
        texts: { EN: { title: 'Maintenance tonight', body: 'Deposits pause at 2:00.' }, TY: { title: 'Maintenance mamayang gabi', body: 'Hihinto ang deposito sa 2:00.' } },
        audience: { type: 'player', username: m.username },
        requestId: rid('msg'),
      },
    });
    expect(campaign.body.code, JSON.stringify(campaign.body)).toBe('OK');
    expect(await nth(d, 2)).toMatchObject({ title: 'Maintenance mamayang gabi', body: 'Hihinto ang deposito sa 2:00.', url: '/?memberPage=messageV2', tag: expect.stringMatching(/^message-\d+$/) });
    expect(d.requests()).toHaveLength(2);
  });

  it('sends nothing of a platform message to a member who turned them off', async () => {
    const m = await member('0');
    const d = await subscribed(m);
    await m.call('setPushPreference', { body: { kind: 'platform_message', on: false } });
    const campaign = await l.ops('operatorCreateMessageCampaign', {
      body: { brandId: 'demo', kind: 'service', texts: { EN: { title: 'Hello', body: 'A message.' }, TY: { title: 'Kumusta', body: 'Isang mensahe.' } }, audience: { type: 'player', username: m.username }, requestId: rid('msg') },
    });
    expect(campaign.body.code).toBe('OK');
    await expect.poll(async () => (await l.ops('operatorMessageCampaign', { query: { id: campaign.body.value.id } })).body.value.status, { timeout: 10_000 }).toBe('sent');
    expect(await outboxOf(m.memberId)).toEqual([]);
    expect(d.requests()).toEqual([]);
    const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, m.memberId));
    expect(subscription).toBeDefined();
  });
});

describe('the service worker', () => {
  it("shows a pushed notification with the brand's icon, and a click opens its page in a tab of the app", async () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
    const tabs = [{ url: 'http://localhost/lottery', focused: 0, navigatedTo: '', focus: async () => void tabs[0]!.focused++, navigate: async (url: string) => void (tabs[0]!.navigatedTo = url) }];
    const opened: string[] = [];
    const scope = {
      location: { origin: 'http://localhost' },
      registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
      clients: { claim: async () => {}, matchAll: async () => tabs, openWindow: async (url: string) => void opened.push(url) },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    };
    const script = await app.inject({ method: 'GET', url: PWA_PATHS.serviceWorker, headers: { host: 'tiger.localhost' } });
    runInNewContext(script.body, { self: scope, URL, Response });
    const dispatch = async (type: string, fields: object) => {
      const pending: Promise<unknown>[] = [];
      listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p) });
      await Promise.all(pending);
    };
    const payload = { title: 'You won!', body: 'Your ticket won 9.75.', url: '/?memberPage=personalHistoryCopy', tag: 'lottery-7' };
    await dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(shown).toEqual([
      { title: 'You won!', options: { body: 'Your ticket won 9.75.', icon: '/pwa/icon-192.png', badge: '/pwa/icon-192.png', tag: 'lottery-7', data: { url: 'http://localhost/?memberPage=personalHistoryCopy' } } },
    ]);
    // a payload that is no JSON still shows (under the brand's name); one pointing elsewhere opens the start page
    await dispatch('push', { data: { json: () => JSON.parse('{'), text: () => 'hello' } });
    expect(shown[1]).toMatchObject({ title: 'Royal Tiger', options: { body: 'hello', data: { url: 'http://localhost/' } } });
    await dispatch('push', { data: { json: () => ({ title: 'x', url: 'https://evil.example/' }), text: () => '' } });
    expect(shown[2]!.options.data).toEqual({ url: 'http://localhost/' });

    let closed = 0;
    await dispatch('notificationclick', { notification: { data: shown[0]!.options.data, close: () => void closed++ } });
    expect([closed, tabs[0]!.navigatedTo, tabs[0]!.focused, opened]).toEqual([1, 'http://localhost/?memberPage=personalHistoryCopy', 1, []]);
    tabs.length = 0;
    await dispatch('notificationclick', { notification: { data: { url: 'http://localhost/support' }, close: () => undefined } });
    expect(opened).toEqual(['http://localhost/support']);
  });
});
