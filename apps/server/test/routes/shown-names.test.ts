import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, members, throttles } from '../../src/db/schema';
import { accountsClient, freshIp, roleTokens } from '../accounts-support';
import { buildTestApp } from '../helper';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const api = accountsClient(app);
const w = walletClient(app);
const db = app.database.db;
const tokens = await roleTokens(app);

beforeEach(async () => {
  await db.delete(throttles);
});

const nicknameOf = async (id: number) => (await db.select({ nickname: members.nickname }).from(members).where(eq(members.id, id)))[0]!.nickname;

describe('reserved nicknames', () => {
  it("refuses the staff's names and the brand's, look-alikes included, and keeps the old nickname", async () => {
    const m = await w.register();
    const before = await nicknameOf(m.memberId);
    const reserved = [
      'Customer Service',
      'customer   service',
      'CUSTOMER-SERVICE',
      'Cust0mer Serv1ce',
      'S.u.p.p.o.r.t',
      'Support',
      'Suppоrt', // a Cyrillic о
      'Ѕυррοrt', // Cyrillic Ѕ and р, Greek υ and ο
      'Official Supp0rt 247',
      'ＡＤＭＩＮ', // full-width
      'Àdmín',
      'adm1n',
      'Administrator',
      'The Operator',
      'Moderator',
      'SYSTEM',
      'Lucky Nine', // the brand's name
      'LUCKY9', // its merchant code
      'Lucky N1ne',
      'lucky_nine_vip',
    ];
    for (const nickname of reserved) {
      const res = await m.call('updateNickname', { body: { nickname } });
      expect([nickname, res.status, res.body.code, res.body.value?.field, res.body.value?.key]).toEqual([nickname, 400, 'VALIDATION_ERROR', 'nickname', 'mc_nickname_reserved']);
    }
    expect(await nicknameOf(m.memberId)).toBe(before);
    for (const nickname of ['Lucky Star', 'Juan Cruz', 'Royal Tiger', 'Service Ace', 'Supper Club']) {
      expect((await m.call('updateNickname', { body: { nickname } })).body.code, nickname).toBe('OK');
      await db.delete(throttles);
    }
  });

  it("refuses another brand's name only on that brand", async () => {
    const tiger = accountsClient(app, { host: 'tiger.localhost', ip: freshIp() });
    const token = (await tiger.login('player1', 'Player123!')).body.value.token as string;
    for (const nickname of ['Royal Tiger', 'R0yal T1ger', 'RTIGER']) {
      const res = await tiger.call('updateNickname', { token, body: { nickname } });
      expect([nickname, res.body.code, res.body.value?.key]).toEqual([nickname, 'VALIDATION_ERROR', 'mc_nickname_reserved']);
    }
    expect((await tiger.call('updateNickname', { token, body: { nickname: 'Lucky Nine' } })).body.code).toBe('OK');
  });

  it('refuses bidi controls and zero-width characters in a nickname', async () => {
    const m = await w.register();
    for (const nickname of ['Ju\u202Ean', 'Ju\u2066an\u2069', 'Ju\u200Ean', 'Ju\u061Can', 'Ju\u200Ban', 'Ju\u2060an', 'Adm\u200Bin']) {
      const res = await m.call('updateNickname', { body: { nickname } });
      expect([JSON.stringify(nickname), res.body.code, res.body.value?.key]).toEqual([JSON.stringify(nickname), 'VALIDATION_ERROR', 'mc_nickname_chars']);
    }
    // a byte-order mark is white space to the nickname rule: it becomes a visible space
    expect((await m.call('updateNickname', { body: { nickname: 'Ju\uFEFFan' } })).body.value).toEqual({ nickname: 'Ju an' });
    await db.delete(throttles);
    // a joiner inside one emoji draws one picture, and is allowed
    expect((await m.call('updateNickname', { body: { nickname: 'Fam 👨‍👩‍👧' } })).body.code).toBe('OK');
  });

  it('does not give a new account a reserved payee name as its nickname', async () => {
    const ip = freshIp();
    const username = `r${Math.random().toString(36).slice(2, 9)}`;
    const res = await api.call('registerByUsername', {
      ip,
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: 'Customer Service', ...(await api.human(ip)) },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const [row] = await db.select({ nickname: members.nickname, payeeName: members.payeeName }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
    expect(row).toEqual({ nickname: username, payeeName: 'Customer Service' });
  });
});

describe('chat message text', () => {
  const send = (text: string) => api.call('chatSend', { token: tokens.member, body: { roomId: 'lobby', text } });
  const stored = async () => (await db.select({ n: count() }).from(chatMessages))[0]!.n;

  it('refuses bidi controls and zero-width characters with a field error, and stores nothing', async () => {
    const before = await stored();
    const hidden = ['\u202Egnp.exe', 'abc\u202Ddef', 'a\u2066b\u2069c', '\u200Fhello', '\u200Ehello', 'x\u061Cy', 'free\u200Bmoney', 'free\u200Cmoney', 'free\u200Dmoney', 'x\u2060y', 'x\uFEFFy'];
    for (const text of hidden) {
      const res = await send(text);
      expect([JSON.stringify(text), res.status, res.body.code, res.body.value?.field, res.body.value?.key]).toEqual([
        JSON.stringify(text),
        400,
        'VALIDATION_ERROR',
        'text',
        'input_invisible_characters',
      ]);
    }
    expect(await stored()).toBe(before);
  });

  it('takes emoji sequences joined by a zero-width joiner, and right-to-left text without controls', async () => {
    for (const text of ['family night 👨‍👩‍👧 🏳️‍🌈', 'مرحبا بالجميع', 'shalom שלום']) {
      const res = await send(text);
      expect([text, res.body.code]).toEqual([text, 'OK']);
      expect(res.body.value.text).toBe(text);
    }
  });
});
