import { CHAT_RATE } from '@app/contract/chat';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, members, throttles } from '../../src/db/schema';
import { accountsClient, roleTokens } from '../accounts-support';
import { framesOf, injectSocket, tokenOf } from '../chat-support';
import { buildTestApp, testOperatorKey } from '../helper';
import { operatorsClient } from '../operators-support';

const app = await buildTestApp();
const api = accountsClient(app);
const db = app.database.db;
const tokens = await roleTokens(app);
const ops = operatorsClient(app);
/** an operator call of the test owner (audited as TEST_OPERATOR) */
const operator = (name: 'operatorMuteChat' | 'operatorDeleteChatMessage', body: object) => ops.call(name, { token: testOperatorKey, body });

beforeEach(async () => {
  await db.delete(throttles);
});

describe('who may use the chat room', () => {
  it('refuses visitors and trial accounts, answers members their chat URL with the spec parameters applied', async () => {
    expect((await api.call('chatUrl')).body.code).toBe('NOT_LOGGED_IN');
    const trial = await api.call('chatUrl', { token: tokens.trial });
    expect([trial.status, trial.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    expect((await api.call('chatSend', { token: tokens.trial, body: { roomId: 'lobby', text: 'hi' } })).body.code).toBe('TRIAL_ACCOUNT');

    const res = await api.call('chatUrl', { token: tokens.member, query: { b2c: '1', title: 'Lucky chat', language: 'EN', headerColor: '#112233' } });
    expect(res.body.code).toBe('OK');
    const url = new URL(res.body.value.chatUrl);
    expect(url.pathname).toBe('/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({ b2c: '1', title: 'Lucky chat', language: 'EN', headerColor: '#112233' });
    expect((await api.call('chatUrl', { token: tokens.member, query: { headerColor: 'red' } })).body.code).toBe('VALIDATION_ERROR');
  });

  it('is off on a brand without CBS3', async () => {
    const tiger = await tokenOf(app, 'player1', 'Player123!', 'tiger.localhost');
    const res = await api.call('chatRooms', { token: tiger, host: 'tiger.localhost' });
    expect([res.status, res.body.code]).toEqual([403, 'OPERATION_NOT_ALLOWED']);
  });

  it('lists the lobby and one room per lottery game', async () => {
    const res = await api.call('chatRooms', { token: tokens.member });
    const rooms = res.body.value.rooms as Array<{ roomId: string; kind: string; name: string | null }>;
    expect(rooms[0]).toMatchObject({ roomId: 'lobby', kind: 'lobby' });
    expect(rooms.length).toBeGreaterThan(2);
    expect(rooms.slice(1).every((r) => r.kind === 'game' && r.roomId.startsWith('game-') && r.name)).toBe(true);
    expect((await api.call('chatHistory', { token: tokens.member, query: { roomId: 'game-NOPE' } })).body.code).toBe('NOT_FOUND');
  });

  it('a muted member cannot send until the mute ends; the mute reaches their open socket', async () => {
    const token = await tokenOf(app, 'team01');
    const socket = await injectSocket(app);
    const frames = framesOf(socket);
    socket.send(JSON.stringify({ type: 'auth', token, roomId: 'lobby' }));
    await frames.next('ready');

    const mute = await operator('operatorMuteChat', { brandId: 'demo', username: 'team01', minutes: 30 });
    expect(mute.body.code).toBe('OK');
    const muted = await frames.next('muted');
    expect(muted.mutedUntil).toBeGreaterThan(Date.now() + 29 * 60_000);
    const refused = await api.call('chatSend', { token, body: { roomId: 'lobby', text: 'let me talk' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'CHAT_MUTED']);
    expect(refused.body.value.mutedUntil).toBe(muted.mutedUntil);
    expect((await api.call('chatRooms', { token })).body.value.mutedUntil).toBe(muted.mutedUntil);

    await operator('operatorMuteChat', { brandId: 'demo', username: 'team01', minutes: 0 });
    expect((await api.call('chatSend', { token, body: { roomId: 'lobby', text: 'thanks' } })).body.code).toBe('OK');
    socket.close();
  });
});

describe('messages', () => {
  it('keep markup as text and link only the brand\'s own domain', async () => {
    const text = '<img src=x onerror=alert(1)> see https://lucky9.localhost/promotions, not https://evil.example/win or www.evil.example 🎉';
    const res = await api.call('chatSend', { token: tokens.member, body: { roomId: 'lobby', text } });
    expect(res.body.code).toBe('OK');
    const message = res.body.value;
    expect(message.text).toBe(text);
    expect(message.parts).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> see ' },
      { type: 'link', text: 'https://lucky9.localhost/promotions', href: 'https://lucky9.localhost/promotions' },
      { type: 'text', text: ', not https://evil.example/win or www.evil.example 🎉' },
    ]);
    // the VIP label beside the name (player1 is VIP5)
    expect(message.clubLabel).toMatchObject({ rankLevel: 5 });
    expect(message).toMatchObject({ nickname: 'Player One', mine: true });
    // empty, whitespace-only and control characters are refused
    for (const bad of ['', '   ', 'bell\u0007']) expect((await api.call('chatSend', { token: tokens.member, body: { roomId: 'lobby', text: bad } })).body.code).toBe('VALIDATION_ERROR');
  });

  it(`are limited to ${CHAT_RATE.max} per ${CHAT_RATE.windowSeconds} s per member, counted atomically under 40 simultaneous sends`, async () => {
    const token = await tokenOf(app, 'team02');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api.call('chatSend', { token, body: { roomId: 'lobby', text: `burst ${i}` } })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(CHAT_RATE.max);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(40 - CHAT_RATE.max);
    const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, 'team02')));
    expect(await db.$count(chatMessages, eq(chatMessages.memberId, member!.id))).toBe(CHAT_RATE.max);
  });

  it('page through the history, oldest first, and count unread until read', async () => {
    const room = ((await api.call('chatRooms', { token: tokens.member })).body.value.rooms as Array<{ roomId: string }>)[1]!.roomId;
    const senders = ['team03', 'team04', 'team05'];
    const sent: number[] = [];
    for (const [i, username] of senders.entries()) {
      const token = await tokenOf(app, username);
      for (let n = 0; n < 3; n++) sent.push((await api.call('chatSend', { token, body: { roomId: room, text: `${username} #${n} ${i}` } })).body.value.id as number);
    }
    const reader = await tokenOf(app, 'team06');
    const newest = (await api.call('chatHistory', { token: reader, query: { roomId: room, pageSize: '4' } })).body.value;
    expect(newest.list.map((m: { id: number }) => m.id)).toEqual(sent.slice(5));
    expect(newest.hasMore).toBe(true);
    const older = (await api.call('chatHistory', { token: reader, query: { roomId: room, pageSize: '4', beforeId: String(newest.list[0].id) } })).body.value;
    expect(older.list.map((m: { id: number }) => m.id)).toEqual(sent.slice(1, 5));
    const oldest = (await api.call('chatHistory', { token: reader, query: { roomId: room, pageSize: '4', beforeId: String(older.list[0].id) } })).body.value;
    expect(oldest.list.map((m: { id: number }) => m.id)).toEqual(sent.slice(0, 1));
    expect(oldest.hasMore).toBe(false);

    // a room opened once counts what came after; reading it to the end clears the count
    await api.call('chatRead', { token: reader, body: { roomId: room, lastId: sent[5]! } });
    expect((await api.call('chatUnread', { token: reader })).body.value.unReadCount).toBeGreaterThanOrEqual(3);
    const rooms = (await api.call('chatRooms', { token: reader })).body.value.rooms as Array<{ roomId: string; unReadCount: number }>;
    expect(rooms.find((r) => r.roomId === room)!.unReadCount).toBe(3);
    const read = await api.call('chatRead', { token: reader, body: { roomId: room, lastId: sent.at(-1)! } });
    const after = (await api.call('chatRooms', { token: reader })).body.value.rooms as Array<{ roomId: string; unReadCount: number }>;
    expect(after.find((r) => r.roomId === room)!.unReadCount).toBe(0);
    expect(read.body.value.unReadCount).toBe((await api.call('chatUnread', { token: reader })).body.value.unReadCount);
  });
});

describe('the chat socket', () => {
  it('wants the session token in its first message and refuses a bad one', async () => {
    const socket = await injectSocket(app);
    const frames = framesOf(socket);
    socket.send(JSON.stringify({ type: 'auth', token: 'not-a-session', roomId: 'lobby' }));
    expect((await frames.next('error')).code).toBe('NOT_LOGGED_IN');
    const trialSocket = await injectSocket(app);
    const trialFrames = framesOf(trialSocket);
    trialSocket.send(JSON.stringify({ type: 'auth', token: tokens.trial, roomId: 'lobby' }));
    expect((await trialFrames.next('error')).code).toBe('TRIAL_ACCOUNT');
    trialSocket.close();
  });

  it('closes when its session is logged out', async () => {
    const token = await tokenOf(app, 'team09');
    const socket = await injectSocket(app);
    const frames = framesOf(socket);
    const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', token, roomId: 'lobby' }));
    await frames.next('ready');
    expect((await api.call('logout', { token })).body.code).toBe('OK');
    expect(await closed).toBe(4401);
  });

  it('delivers a message to the room live, and an operator delete removes it for everyone', async () => {
    const reader = await tokenOf(app, 'team07');
    const socket = await injectSocket(app);
    const frames = framesOf(socket);
    socket.send(JSON.stringify({ type: 'auth', token: reader, roomId: 'lobby', language: 'EN' }));
    await frames.next('ready');

    const writer = await tokenOf(app, 'team08');
    const sent = (await api.call('chatSend', { token: writer, body: { roomId: 'lobby', text: 'hello lobby' } })).body.value;
    const live = await frames.next('message', (f) => f.message.id === sent.id);
    expect(live.message).toMatchObject({ text: 'hello lobby', nickname: 'Team 8', mine: false, roomId: 'lobby' });

    // another room's message does not arrive here
    const room = ((await api.call('chatRooms', { token: writer })).body.value.rooms as Array<{ roomId: string }>)[1]!.roomId;
    const elsewhere = (await api.call('chatSend', { token: writer, body: { roomId: room, text: 'other room' } })).body.value;

    const deleted = await operator('operatorDeleteChatMessage', { messageId: sent.id });
    expect(deleted.body.code).toBe('OK');
    expect((await frames.next('deleted')).id).toBe(sent.id);
    expect(frames.frames.some((f) => f.type === 'message' && f.message.id === elsewhere.id)).toBe(false);
    const history = (await api.call('chatHistory', { token: reader, query: { roomId: 'lobby' } })).body.value.list as Array<{ id: number }>;
    expect(history.some((m) => m.id === sent.id)).toBe(false);
    expect((await operator('operatorDeleteChatMessage', { messageId: sent.id })).body.code).toBe('NOT_FOUND');
    // no operator credential: refused, and the message stays
    expect((await ops.call('operatorDeleteChatMessage', { body: { messageId: elsewhere.id } })).status).toBe(401);
    expect((await db.select({ deletedAt: chatMessages.deletedAt }).from(chatMessages).where(eq(chatMessages.id, elsewhere.id)))[0]?.deletedAt).toBeNull();
    socket.close();
  });
});

