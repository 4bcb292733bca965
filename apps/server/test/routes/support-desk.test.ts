import { decryptServicePath } from '@app/contract/customer-service-cipher';
import { everyCall } from '@app/contract/every-call';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { throttles } from '../../src/db/schema';
import { accountsClient, roleTokens } from '../accounts-support';
import { deskSocketAs, framesOf, injectSocket, tokenOf } from '../chat-support';
import { buildTestApp, OPS_HOST, testAdminToken, testOperatorKey } from '../helper';
import { operatorsClient } from '../operators-support';
import { GIF, PNG, pngUrl, storedProofs, TEST_ACTOR } from '../promotions-support';

const dataDir = mkdtempSync(join(tmpdir(), 'support-desk-'));
const app = await buildTestApp({ DATA_DIR: dataDir });
const api = accountsClient(app);
const db = app.database.db;
const tokens = await roleTokens(app);
const ops = operatorsClient(app);
type DeskCall = 'operatorDeskConversations' | 'operatorDeskThread' | 'operatorDeskReply' | 'operatorDeskClose' | 'operatorDeskAttachment' | 'operatorSetSiteStatus';
/** the desk's operator calls as the test owner (TEST_OPERATOR's API key): a GET's input is its query, a POST's its body */
const desk = (name: DeskCall, input: Record<string, unknown> = {}) =>
  ops.call(name, everyCall[name].method === 'GET' ? { token: testOperatorKey, query: input as Record<string, string | number> } : { token: testOperatorKey, body: input });

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
    // the desk socket signed in with the operator's API key
    const { socket: deskSocket, frames: deskFrames, answer } = await deskSocketAs(app, testOperatorKey);
    expect(answer).toEqual({ ready: TEST_ACTOR });

    expect((await api.call('supportTopics', { token })).body.value.topics).toEqual(['deposit', 'withdrawal', 'account', 'game']);
    const before = storedProofs(dataDir).length;
    const opened = await api.call('supportOpen', { token, body: { topic: 'deposit', text: 'My deposit has not arrived', image: pngUrl() } });
    expect(opened.body.code).toBe('OK');
    const conversationId = opened.body.value.conversation.id as number;
    expect(opened.body.value.list[0]).toMatchObject({ author: 'member', text: 'My deposit has not arrived', hasImage: true });
    expect(storedProofs(dataDir)).toHaveLength(before + 1);

    // the desk lists it as waiting and sees the picture
    await expect.poll(() => deskFrames.some((f) => f.type === 'support' && f.conversationId === conversationId && f.kind === 'opened')).toBe(true);
    const open = await desk('operatorDeskConversations', { status: 'open' });
    const listed = (open.body.value.list as Array<{ id: number; waiting: boolean; member: { username: string }; topic: string }>).find((c) => c.id === conversationId);
    expect(listed).toMatchObject({ waiting: true, topic: 'deposit', member: { username: 'team13' } });
    const thread = await desk('operatorDeskThread', { conversationId });
    const picture = await desk('operatorDeskAttachment', { messageId: thread.body.value.list[0].id });
    expect(picture.body.value.contentType).toBe('image/png');
    expect(Buffer.from(picture.body.value.base64, 'base64').equals(PNG)).toBe(true);

    // the operator answers with a picture; the member hears of it at once and reads it
    const reply = await desk('operatorDeskReply', { conversationId, text: 'We are checking it now', image: pngUrl() });
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
    expect((await desk('operatorDeskClose', { conversationId })).body.value.status).toBe('closed');
    await frames.next('support', (f) => f.conversationId === conversationId && f.kind === 'closed');
    const late = await api.call('supportSend', { token, body: { conversationId, text: 'one more thing' } });
    expect([late.status, late.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await desk('operatorDeskThread', { conversationId })).body.value.list).toHaveLength(3);
    socket.close();
    deskSocket.close();
  });

  it('refuses what is not a png or jpg, another member\'s conversation, and the desk without an operator credential', async () => {
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
    expect((await ops.call('operatorDeskConversations')).status).toBe(401);
    // nor the master token: it only makes the first owner
    expect((await ops.call('operatorDeskConversations', { token: testAdminToken })).status).toBe(401);
    // a name the client states is not who acts: the reply is signed with the key's operator
    const reply = await ops.call('operatorDeskReply', { token: testOperatorKey, headers: { 'x-admin-actor': 'mallory' }, body: { conversationId: mine, text: 'signed' } });
    expect(reply.body.value).toMatchObject({ operatorName: TEST_ACTOR });
    const page = await app.inject({ method: 'GET', url: '/ops/support', headers: { host: OPS_HOST } });
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    // the page asks for an operator's key or session and calls the desk's operator calls
    expect(page.body).toContain('Operator API key or session token');
    expect(page.body).toContain(everyCall.operatorDeskReply.path);
    expect(page.body).not.toContain('/admin/');
  });
});

describe('while the brand is in maintenance', () => {
  it('a logged-in player still reaches the desk from the maintenance page\'s Contact us, and nothing else answers', async () => {
    const token = await tokenOf(app, 'team14');
    const status = (value: object | null) => desk('operatorSetSiteStatus', { brandId: 'demo', status: value });
    const off = { regionRestriction: { enabled: false, blockedCountries: [], blockedIpRanges: [] } };
    expect((await status({ ...off, maintenance: { enabled: true, endTime: null } })).status).toBe(200);
    try {
      expect((await api.call('balance', { token })).body.code).toBe('MAINTENANCE');
      expect((await api.call('customerServiceLink', { token })).body.code).toBe('OK');
      expect((await api.call('supportTopics', { token })).body.code).toBe('OK');
      const opened = await api.call('supportOpen', { token, body: { topic: 'account', text: 'When does the maintenance end?' } });
      expect(opened.body.code).toBe('OK');
      const open = (await desk('operatorDeskConversations', { status: 'open' })).body.value.list as Array<{ id: number; member: { username: string } }>;
      expect(open.find((c) => c.id === opened.body.value.conversation.id)?.member.username).toBe('team14');
    } finally {
      await status(null);
    }
  });
});
