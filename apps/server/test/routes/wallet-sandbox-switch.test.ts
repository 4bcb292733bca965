import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';
import { rid, walletClient } from '../wallet-support';

/* SANDBOX_PAYMENTS=0: a deployment with real providers only. The sandbox's pay page, callback and channels are gone. */
const app = await buildTestApp({ POW_DIFFICULTY: '4', SANDBOX_PAYMENTS: '0' });
const w = walletClient(app);

describe('with the sandbox payment provider switched off', () => {
  it('offers no channel that only the sandbox could serve, and refuses a deposit on one', async () => {
    const m = await w.register();
    const channels = await m.call('depositChannels');
    expect(channels.body.code).toBe('OK');
    // the brand's receiving account (a manual transfer) needs no provider; the sandbox's and PayMongo's channels are gone
    expect(channels.body.value.list.map((c: { code: string; flow: string }) => [c.code, c.flow])).toEqual([['GCASH_TRANSFER', 'manual']]);
    const created = await m.call('depositCreate', { body: { channelId: 1, amount: '100', requestId: rid() } });
    expect(created.status).toBe(404);
    expect(created.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('has no sandbox pay page and answers its callback as unknown', async () => {
    const page = await app.inject({ method: 'GET', url: '/sandbox/pay/D2026112300000000AA' });
    expect(page.statusCode).toBe(404);
    const pay = await app.inject({ method: 'POST', url: '/sandbox/pay/D2026112300000000AA', payload: { outcome: 'paid' } });
    expect(pay.statusCode).toBe(404);
    const callback = await w.callback({ orderNo: 'D2026112300000000AA', status: 'PAID', amountMinor: 100, providerRef: 'X', eventId: 'E1' });
    expect(callback.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
