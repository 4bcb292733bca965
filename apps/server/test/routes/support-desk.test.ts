import { decryptServicePath } from '@app/contract/customer-service-cipher';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { throttles } from '../../src/db/schema';
import { accountsClient, roleTokens } from '../accounts-support';
import { framesOf, injectSocket, tokenOf } from '../chat-support';
import { buildTestApp, OPS_HOST, operatorHeaders } from '../helper';
import { GIF, PNG, pngUrl, storedProofs, TEST_ACTOR } from '../promotions-support';

const dataDir = mkdtempSync(join(tmpdir(), 'support-desk-'));
const app = await buildTestApp({ DATA_DIR: dataDir });
const api = accountsClient(app);
const db = app.database.db;
const tokens = await roleTokens(app);
const desk = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever value a route answers
  return { status: res.statusCode, body: res.json() as { code: string; value: any } };
};

beforeEach(async () => {
  await db.delete(throttles);
});

describe('the customer-service link', () => {
  it('answers type 3 entries whose path decrypts with its last 8 characters: live chat for visitors and members, VIP above rank 4', async () => {
    const pathOf = async (token?: string) => {
      const res = await api.call('customerServiceLink', { token });
      expect(res.body.code).toBe('OK');
      const [entry, ...rest] = res.body.value.version.pathList as Array<{ type: string; csType: string; path: string }>;
      expect(rest).toEqual([]);
      expect(entry!.type).toBe('3');
      expect(entry!.path).not.toContain('/support');
      return { csType: entry!.csType, path: decryptServicePath(entry!.path) };
    };
    expect(await pathOf()).toEqual({ csType: 'LIVECHAT', path: '/support?cs=LIVECHAT' });
    // player1 is VIP5 (rank above 4); team members are rank 0
    expect(await pathOf(tokens.member)).toEqual({ csType: 'VIP', path: '/support?cs=VIP' });
    expect(await pathOf(await tokenOf(app, 'team12'))).toEqual({ csType: 'LIVECHAT', path: '/support?cs=LIVECHAT' });
    // a fresh key every time
    const [one, two] = [await api.call('customerServiceLink'), await api.call('customerServiceLink')];
    expect(one.body.value.version.pathList[0].path).not.toBe(two.body.value.version.pathList[0].path);
  });
});

describe('a support conversation', () => {
  it('goes both ways live, with a picture each way, and keeps its history', async () => {
    const token = await tokenOf(app, 'team13');
    const socket = await injectSocket(app);
    const frames = framesOf(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    await frames.next('ready');
    const deskSocket = await injectSocket(app, '/ws/ops/support', { host: OPS_HOST });
    const deskFrames: Array<{ type: string; conversationId?: number; kind?: string }> = [];
    deskSocket.on('message', (data: unknown) => deskFrames.push(JSON.parse(String(data)) as (typeof deskFrames)[number]));
    deskSocket.send(JSON.stringify({ type: 'auth', adminToken: operatorHeaders.authorization.slice('Bearer '.length) }));

    expect((await api.call('supportTopics', { token })).body.value.topics).toEqual(['deposit', 'withdrawal', 'account', 'game']);
    const before = storedProofs(dataDir).length;
    const opened = await api.call('supportOpen', { token, body: { topic: 'deposit', text: 'My deposit has not arrived', image: pngUrl() } });
    expect(opened.body.code).toBe('OK');
    const conversationId = opened.body.value.conversation.id as number;
    expect(opened.body.value.list[0]).toMatchObject({ author: 'member', text: 'My deposit has not arrived', hasImage: true });
    expect(storedProofs(dataDir)).toHaveLength(before + 1);

    // the desk lists it as waiting and sees the picture
    await expect.poll(() => deskFrames.some((f) => f.type === 'support' && f.conversationId === conversationId && f.kind === 'opened')).toBe(true);
    const open = await desk('GET', '/admin/support/conversations?status=open');
    const listed = (open.body.value as Array<{ id: number; waiting: boolean; member: { username: string }; topic: string }>).find((c) => c.id === conversationId);
    expect(listed).toMatchObject({ waiting: true, topic: 'deposit', member: { username: 'team13' } });
    const thread = await desk('GET', `/admin/support/conversations/${conversationId}`);
    const picture = await app.inject({ method: 'GET', url: `/admin/support/attachments/${thread.body.value.list[0].id}`, headers: operatorHeaders });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    // the operator answers with a picture; the member hears of it at once and reads it
    const reply = await desk('POST', `/admin/support/conversations/${conversationId}/reply`, { text: 'We are checking it now', image: pngUrl() });
    expect(reply.body.value).toMatchObject({ author: 'operator', operatorName: TEST_ACTOR, hasImage: true });
    await frames.next('support', (f) => f.conversationId === conversationId && f.kind === 'message');
    expect((await api.call('supportConversations', { token })).body.value.list[0]).toMatchObject({ id: conversationId, unread: 1 });
    const seen = await api.call('supportThread', { token, query: { conversationId: String(conversationId) } });
    expect(seen.body.value.list.map((m: { author: string; text: string }) => [m.author, m.text])).toEqual([
      ['member', 'My deposit has not arrived'],
      ['operator', 'We are checking it now'],
    ]);
    expect(seen.body.value.list[1]).not.toHaveProperty('operatorName');
    const attachment = await api.call('supportAttachment', { token, query: { messageId: String(seen.body.value.list[1].id) } });
    expect(attachment.body.value.dataUrl).toBe(pngUrl());
    expect((await api.call('supportConversations', { token })).body.value.list[0].unread).toBe(0);

    // the member answers; the desk hears of it; the operator closes; the member can no longer write there
    expect((await api.call('supportSend', { token, body: { conversationId, text: 'Thanks!' } })).body.code).toBe('OK');
    await expect.poll(() => deskFrames.filter((f) => f.conversationId === conversationId && f.kind === 'message').length).toBe(2);
    expect((await desk('POST', `/admin/support/conversations/${conversationId}/close`)).body.value.status).toBe('closed');
    await frames.next('support', (f) => f.conversationId === conversationId && f.kind === 'closed');
    const late = await api.call('supportSend', { token, body: { conversationId, text: 'one more thing' } });
    expect([late.status, late.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await desk('GET', `/admin/support/conversations/${conversationId}`)).body.value.list).toHaveLength(3);
    socket.close();
    deskSocket.close();
  });

  it('refuses what is not a png or jpg, another member\'s conversation, and the desk without the token', async () => {
    const token = await tokenOf(app, 'team14');
    const before = storedProofs(dataDir).length;
    const gif = await api.call('supportOpen', { token, body: { topic: 'game', text: 'look', image: `data:image/gif;base64,${GIF.toString('base64')}` } });
    expect([gif.status, gif.body.code]).toEqual([400, 'INVALID_IMAGE']);
    expect(storedProofs(dataDir)).toHaveLength(before);
    expect((await api.call('supportOpen', { token, body: { topic: 'game', text: '' } })).body.code).toBe('VALIDATION_ERROR');
    expect((await api.call('supportOpen', { token, body: { topic: 'casino', text: 'hi' } })).body.code).toBe('VALIDATION_ERROR');

    const mine = (await api.call('supportOpen', { token, body: { topic: 'account', text: 'private question' } })).body.value.conversation.id as number;
    const other = await tokenOf(app, 'team15');
    expect((await api.call('supportThread', { token: other, query: { conversationId: String(mine) } })).body.code).toBe('NOT_FOUND');
    expect((await api.call('supportSend', { token: other, body: { conversationId: mine, text: 'hijack' } })).body.code).toBe('NOT_FOUND');
    expect((await api.call('supportConversations')).body.code).toBe('NOT_LOGGED_IN');
    expect((await app.inject({ method: 'GET', url: '/admin/support/conversations', headers: { host: OPS_HOST } })).statusCode).toBe(403);
    // a name the client states is not who acts: the reply is signed with the token owner's name
    const reply = await app.inject({ method: 'POST', url: `/admin/support/conversations/${mine}/reply`, headers: { ...operatorHeaders, 'x-admin-actor': 'mallory' }, payload: { text: 'signed' } });
    expect(reply.json().value).toMatchObject({ operatorName: TEST_ACTOR });
    expect((await app.inject({ method: 'GET', url: '/ops/support', headers: { host: OPS_HOST } })).headers['content-security-policy']).toContain("script-src 'nonce-");
  });
});

describe('while the brand is in maintenance', () => {
  it('a logged-in player still reaches the desk from the maintenance page\'s Contact us, and nothing else answers', async () => {
    const token = await tokenOf(app, 'team14');
    const status = (value: object | null) =>
      app.inject({ method: 'PUT', url: '/admin/status', headers: operatorHeaders, payload: { brandId: 'demo', status: value } });
    const off = { regionRestriction: { enabled: false, blockedCountries: [], blockedIpRanges: [] } };
    expect((await status({ ...off, maintenance: { enabled: true, endTime: null } })).statusCode).toBe(200);
    try {
      expect((await api.call('balance', { token })).body.code).toBe('MAINTENANCE');
      expect((await api.call('customerServiceLink', { token })).body.code).toBe('OK');
      expect((await api.call('supportTopics', { token })).body.code).toBe('OK');
      const opened = await api.call('supportOpen', { token, body: { topic: 'account', text: 'When does the maintenance end?' } });
      expect(opened.body.code).toBe('OK');
      const open = (await desk('GET', '/admin/support/conversations?status=open')).body.value as Array<{ id: number; member: { username: string } }>;
      expect(open.find((c) => c.id === opened.body.value.conversation.id)?.member.username).toBe('team14');
    } finally {
      await status(null);
    }
  });
});
