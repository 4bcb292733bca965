import { liveCloseCodes } from '@app/contract/live-socket';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { announcements, gameWins, games, throttles, walletSettings } from '../../src/db/schema';
import { notifyMember } from '../../src/modules/inbox/notify';
import { signSandboxBody, SANDBOX_SIGNATURE_HEADER } from '../../src/modules/wallet/payments/sandbox';
import { buildTestApp } from '../helper';
import { openLive } from '../live-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

describe('the push channel refuses', () => {
  it('a socket that sends anything before its token, an unknown token, or a logged-out one', async () => {
    const first = await openLive(app);
    first.send({ type: 'subscribe', games: ['SSC5D'] });
    expect((await first.closed()).code).toBe(liveCloseCodes.unauthorized);

    const unknown = await openLive(app);
    unknown.send({ type: 'auth', token: 'f'.repeat(64) });
    expect((await unknown.closed()).code).toBe(liveCloseCodes.unauthorized);

    const m = await w.register();
    expect((await m.call('logout')).body.code).toBe('OK');
    const revoked = await openLive(app);
    revoked.send({ type: 'auth', token: m.token });
    expect((await revoked.closed()).code).toBe(liveCloseCodes.unauthorized);
    expect(revoked.received).toEqual([]);
  });

  it('a message that is not one of the channel, and closes an open socket when its session logs out', async () => {
    const m = await w.register();
    const garbage = await openLive(app);
    await garbage.auth(m.token);
    garbage.send({ type: 'shout', text: 'hi' });
    expect((await garbage.closed()).code).toBe(liveCloseCodes.badMessage);

    const open = await openLive(app);
    await open.auth(m.token);
    expect((await m.call('logout')).body.code).toBe('OK');
    expect((await open.closed()).code).toBe(liveCloseCodes.unauthorized);
  });
});

describe('balance events', () => {
  it('push the new balance to every tab of the member within 1 s of the ledger commit, and nothing to others', async () => {
    const m = await w.register();
    const other = await w.register();
    const tabs = [await openLive(app), await openLive(app)];
    for (const tab of tabs) await tab.auth(m.token);
    const bystander = await openLive(app);
    await bystander.auth(other.token);

    const before = performance.now();
    await w.credit(m.username, '12.34');
    for (const tab of tabs) {
      const event = await tab.next('balance', (e) => e.value.sumBalanceMinor === 1234);
      expect(event.value).toMatchObject({ mainBalanceMinor: 1234, sumBalance: 12.34, currencySymbol: '₱' });
      // the commit happened after `before`: the event came within 1 s of it
      expect(event.receivedAt - before).toBeLessThan(1000);
    }

    // a transfer to a vendor wallet moves two wallets in one transaction: the sum stays, main drops
    const transfer = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '2', requestId: rid() } });
    expect(transfer.body.code, JSON.stringify(transfer.body)).toBe('OK');
    const moved = await tabs[0]!.next('balance', (e) => e.value.mainBalanceMinor === 1034);
    expect(moved.value).toMatchObject({ sumBalanceMinor: 1234, wallets: [expect.objectContaining({ vassalage: 'PG', balanceMinor: 200 })] });

    await new Promise((r) => setTimeout(r, 100));
    expect(bystander.received.filter((e) => e.type === 'balance')).toEqual([]);
    for (const tab of [...tabs, bystander]) tab.close();
  });

  it('tell of a deposit that arrived, with the balance it brought', async () => {
    const m = await w.register();
    const tab = await openLive(app);
    await tab.auth(m.token);
    const channels = await m.call('depositChannels');
    const bank = channels.body.value.list.find((c: { type: string }) => c.type === 'BANK') as { id: number };
    const created = await m.call('depositCreate', { body: { channelId: bank.id, amount: '150', requestId: rid() } });
    const order = created.body.value as { orderNo: string; amountMinor: number };
    const [settings] = await db.select().from(walletSettings).where(eq(walletSettings.brandId, 'demo'));
    const payload = JSON.stringify({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBXLIVE', eventId: rid('evt') });
    const paid = await app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(settings!.callbackSecret, payload) },
      payload,
    });
    expect(paid.json()).toMatchObject({ code: 'OK', value: { credited: true } });
    expect(await tab.next('deposit')).toMatchObject({ orderNo: order.orderNo, amount: 150, amountMinor: 15000 });
    expect((await tab.next('balance')).value.mainBalanceMinor).toBe(15000);
    // the deposit's platform message came with it
    expect((await tab.next('messages')).unread).toBeGreaterThanOrEqual(1);
    tab.close();
  });
});

describe('message events', () => {
  it('push the unread count when a platform message arrives and when the member reads them', async () => {
    const m = await w.register();
    const tab = await openLive(app);
    await tab.auth(m.token);
    const unread = (await m.call('unreadCount')).body.value.count as number;
    await notifyMember(db, { brandId: 'demo', memberId: m.memberId, category: 'system', key: 'welcome', params: { username: m.username } });
    expect((await tab.next('messages')).unread).toBe(unread + 1);
    const seen = tab.received.length;
    expect((await m.call('readMessages', { body: { all: true } })).body.code).toBe('OK');
    expect((await tab.next('messages', () => true, 2000, seen)).unread).toBe(0);
    tab.close();
  });
});

describe('draw events', () => {
  it('reach a tab only for the games it follows', async () => {
    const m = await w.register();
    const follower = await openLive(app);
    await follower.auth(m.token);
    follower.send({ type: 'subscribe', games: ['SSC5D'] });
    const other = await openLive(app);
    await other.auth(m.token);
    other.send({ type: 'subscribe', games: ['SSC5D3'] });
    const none = await openLive(app);
    await none.auth(m.token);
    // give the subscriptions a moment to be handled, then a day later every game opens a new draw
    follower.send({ type: 'ping' });
    await follower.next('pong');
    other.send({ type: 'ping' });
    await other.next('pong');
    await app.lottery.tick(new Date(Date.now() + 24 * 3600_000));
    // the new draw arrives open, or already closed when the simulated time falls in its cutoff
    const opened = await follower.next('draw', (e) => e.status === 'open' || e.status === 'closed');
    expect(opened.gameCode).toBe('SSC5D');
    await other.next('draw', (e) => e.status === 'open' || e.status === 'closed');
    await new Promise((r) => setTimeout(r, 100));
    expect(new Set(follower.received.filter((e) => e.type === 'draw').map((e) => e.type === 'draw' && e.gameCode))).toEqual(new Set(['SSC5D']));
    expect(new Set(other.received.filter((e) => e.type === 'draw').map((e) => e.type === 'draw' && e.gameCode))).toEqual(new Set(['SSC5D3']));
    expect(none.received.filter((e) => e.type === 'draw')).toEqual([]);
    for (const tab of [follower, other, none]) tab.close();
  });
});

describe('winners board events', () => {
  it('reach the tabs of the brand when a win is recorded', async () => {
    const m = await w.register();
    const tab = await openLive(app);
    await tab.auth(m.token);
    const [game] = await db.select({ id: games.id }).from(games).limit(1);
    await db.insert(gameWins).values({ brandId: 'demo', memberId: m.memberId, gameId: game!.id, player: 'w***1', prizeMinor: 50000, wonAt: new Date() });
    await tab.next('winners');
    tab.close();
  });
});

describe('arrival notice events', () => {
  it('reach the tabs of the brand when it publishes a popup announcement, and not the tabs of another brand', async () => {
    const m = await w.register();
    const tab = await openLive(app);
    await tab.auth(m.token);
    const popup = (brandId: string) => ({ brandId, type: 'PU', title: { EN: 'Tonight', TY: 'Ngayong gabi' }, content: { EN: 'Double points', TY: 'Dobleng puntos' }, popup: true });
    await db.insert(announcements).values(popup('demo'));
    await tab.next('notice');
    const seen = tab.received.length;
    await db.insert(announcements).values(popup('tiger'));
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(tab.received.slice(seen).filter((message) => message.type === 'notice')).toEqual([]);
    tab.close();
  });
});

describe('chat events', () => {
  it('tell the tabs of the brand that the chat unread count moved when someone writes in a room, and the member\'s tabs when they read', async () => {
    const reader = await w.register();
    const writer = await w.register();
    const tab = await openLive(app);
    await tab.auth(reader.token);
    expect((await writer.call('chatSend', { body: { roomId: 'lobby', text: 'good luck everyone' } })).body.code).toBe('OK');
    await tab.next('chat');
    expect((await reader.call('chatUnread')).body.value.unReadCount).toBeGreaterThan(0);

    // reading in one tab (the chat window's frame) tells the member's other tabs at once
    const seen = tab.received.length;
    const history = await reader.call('chatHistory', { query: { roomId: 'lobby', pageSize: '10' } });
    const lastId = history.body.value.list.at(-1).id;
    expect((await reader.call('chatRead', { body: { roomId: 'lobby', lastId } })).body.value.unReadCount).toBe(0);
    await tab.next('chat', () => true, 1000, seen);
    tab.close();
  });
});
