/**
 * A player's choice about marketing messages (issue 29): the member centre reads and changes it
 * (marketingPreference, setMarketingPreference), and an operator's marketing campaign leaves an opted-out player out
 * while a service message still reaches them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp();
const ops = operatorsClient(app);
const w = walletClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

const texts = { EN: { title: 'Double points', body: 'Double points all weekend.' }, TY: { title: 'Dobleng puntos', body: 'Dobleng puntos buong Sabado at Linggo.' } };
const countFor = async (username: string, kind: 'service' | 'marketing') =>
  (await ops.call('operatorPreviewMessageAudience', { token: tokens.marketing, body: { brandId: 'demo', kind, audience: { type: 'player', username } } })).body.value;

describe('the marketing messages switch', () => {
  it('starts on; off is kept and the next marketing message leaves the player out, a service message still reaches them', async () => {
    const player = await w.register();
    expect((await player.call('marketingPreference')).body.value).toEqual({ marketingMessages: true });
    expect(await countFor(player.username, 'marketing')).toMatchObject({ matched: 1, recipients: 1 });

    const off = await player.call('setMarketingPreference', { body: { marketingMessages: false } });
    expect([off.status, off.body.value]).toEqual([200, { marketingMessages: false }]);
    expect((await player.call('marketingPreference')).body.value).toEqual({ marketingMessages: false });
    expect(await countFor(player.username, 'marketing')).toMatchObject({ matched: 1, recipients: 0, skipped: { optedOut: 1 } });
    expect(await countFor(player.username, 'service')).toMatchObject({ matched: 1, recipients: 1 });

    const refused = await ops.call('operatorCreateMessageCampaign', {
      token: tokens.marketing,
      body: { brandId: 'demo', kind: 'marketing', texts, audience: { type: 'player', username: player.username }, requestId: rid('optout') },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'NO_RECIPIENTS']);

    const on = await player.call('setMarketingPreference', { body: { marketingMessages: true } });
    expect(on.body.value).toEqual({ marketingMessages: true });
    expect(await countFor(player.username, 'marketing')).toMatchObject({ recipients: 1, skipped: { optedOut: 0 } });
  });

  it('is each member’s own: one player opting out changes nobody else', async () => {
    const [first, second] = [await w.register(), await w.register()];
    await first.call('setMarketingPreference', { body: { marketingMessages: false } });
    expect((await second.call('marketingPreference')).body.value).toEqual({ marketingMessages: true });
  });

  it('stays open to a player in a time-out: opting out of marketing is not play', async () => {
    const player = await w.register();
    expect((await player.call('rgTakeBreak', { body: { duration: '24h' } })).body.code).toBe('OK');
    const blocked = await w.login(player.username, 'Secret123');
    expect((await blocked.call('depositChannels')).body.code).toBe('RG_BLOCKED');
    const off = await blocked.call('setMarketingPreference', { body: { marketingMessages: false } });
    expect([off.body.code, off.body.value]).toEqual(['OK', { marketingMessages: false }]);
    expect((await blocked.call('marketingPreference')).body.value).toEqual({ marketingMessages: false });
  });

  it('refuses a body that is not a yes or no, and a visitor', async () => {
    const player = await w.register();
    for (const body of [{}, { marketingMessages: 'no' }, { marketingMessages: false, memberId: 1 }]) {
      const res = await player.call('setMarketingPreference', { body });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await player.call('marketingPreference')).body.value).toEqual({ marketingMessages: true });
    const visitor = await w.api.call('setMarketingPreference', { body: { marketingMessages: false } });
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
  });
});
