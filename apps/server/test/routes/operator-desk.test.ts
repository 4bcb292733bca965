/**
 * The support desk's, chat moderation's and agent contracts' operator calls (issue 28) by role and by brand: a role
 * without the permission a call names is refused before anything changes; the desk socket admits an operator
 * credential whose role grants support.write and nothing else (the master token included); an operator limited to
 * one brand neither sees nor acts on another brand's conversations, members or chat messages (they do not exist for
 * them: NOT_FOUND), and hears only their brand's desk events.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, chatMutes, operatorAudit, supportConversations, supportMessages, throttles } from '../../src/db/schema';
import { accountsClient } from '../accounts-support';
import { deskSocketAs, tokenOf } from '../chat-support';
import { buildTestApp, testAdminToken, testOperatorKey, type TestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { pngUrl } from '../promotions-support';

const app: TestApp = await buildTestApp();
const db = app.database.db;
const api = accountsClient(app);
const ops = operatorsClient(app);

beforeEach(async () => {
  await db.delete(throttles);
});

/** what an operator wrote to the audit trail, their own sign-in and enrolment aside */
const auditBy = async (actor: string) =>
  (await db.select({ action: operatorAudit.action }).from(operatorAudit).where(eq(operatorAudit.actor, actor))).map((r) => r.action).filter((a) => !a.startsWith('operator.'));
const messagesOf = async (conversationId: number) => db.$count(supportMessages, eq(supportMessages.conversationId, conversationId));

/** a support conversation a member of the brand opens (a picture with it) */
async function conversation(username: string, host?: string) {
  const token = await tokenOf(app, username, undefined, host);
  const opened = await api.call('supportOpen', { token, host, body: { topic: 'account', text: `help ${username}`, image: pngUrl() } });
  expect(opened.body.code, JSON.stringify(opened.body)).toBe('OK');
  return { id: opened.body.value.conversation.id as number, messageId: opened.body.value.list[0].id as number, token };
}

/** an operator of the role, limited to the tiger brand, signed in (enrolled with the authenticator) */
const tigerOperator = (username: string, role: string) => brandLimitedOperator(app, username, role, ['tiger']);

describe('the permission each call names', () => {
  let tokens: Awaited<ReturnType<typeof operatorTokens>>;
  beforeAll(async () => {
    tokens = await operatorTokens(app);
  });

  it('refuses the marketing role a desk reply and the support role contract settlement with 403 naming the permission, and changes nothing', async () => {
    const c = await conversation('team21');
    const reply = await ops.call('operatorDeskReply', { token: tokens.marketing, body: { conversationId: c.id, text: 'not my desk' } });
    expect([reply.status, reply.body.code, reply.body.value]).toEqual([403, 'FORBIDDEN', { permission: 'support.write' }]);
    const mute = await ops.call('operatorMuteChat', { token: tokens.marketing, body: { brandId: 'demo', username: 'team21', minutes: 30 } });
    expect([mute.status, mute.body.value]).toEqual([403, { permission: 'support.write' }]);
    expect(await messagesOf(c.id)).toBe(1);
    expect(await db.$count(chatMutes, eq(chatMutes.mutedBy, 'marketing1'))).toBe(0);

    for (const token of [tokens.marketing, tokens.support]) {
      const settle = await ops.call('operatorSettleContracts', { token, body: { period: 'daily' } });
      expect([settle.status, settle.body.code, settle.body.value]).toEqual([403, 'FORBIDDEN', { permission: 'agents.write' }]);
      const payer = await ops.call('operatorSetContractSettings', { token, body: { brandId: 'demo', payer: 'upline' } });
      expect([payer.status, payer.body.value]).toEqual([403, { permission: 'agents.write' }]);
    }
    expect(await auditBy('marketing1')).toEqual([]);
    expect(await auditBy('support1')).toEqual([]);

    // the support role answers, signed with its name; the finance role reads the contract settings
    const answered = await ops.call('operatorDeskReply', { token: tokens.support, body: { conversationId: c.id, text: 'on it' } });
    expect(answered.body.value).toMatchObject({ author: 'operator', operatorName: 'support1' });
    expect((await ops.call('operatorContractSettings', { token: tokens.finance })).body.value.list.map((s: { brandId: string }) => s.brandId)).toEqual(['demo', 'tiger', 'vn']);
  });

  it('admits to the desk socket an operator whose role grants support.write, never the master token or the marketing role', async () => {
    expect((await deskSocketAs(app, testAdminToken)).answer).toEqual({ closed: 4403 });
    expect((await deskSocketAs(app, tokens.marketing)).answer).toEqual({ closed: 4403 });
    expect((await deskSocketAs(app, 'ops_k_not-a-key')).answer).toEqual({ closed: 4403 });
    const support = await deskSocketAs(app, tokens.support);
    expect(support.answer).toEqual({ ready: 'support1' });
    // and it hears the desk's events
    const c = await conversation('team22');
    await expect.poll(() => support.frames.some((f) => f.type === 'support' && f.conversationId === c.id && f.kind === 'opened')).toBe(true);
    support.socket.close();
  });
});

describe('an operator limited to one brand', () => {
  let tiger: string;
  let tigerFinance: string;
  beforeAll(async () => {
    tiger = await tigerOperator('tigersupport', 'support');
    tigerFinance = await tigerOperator('tigerfinance', 'finance');
  });

  it('sees only its brand’s conversations and cannot read, answer or close another brand’s', async () => {
    const desk = await deskSocketAs(app, tiger);
    expect(desk.answer).toEqual({ ready: 'tigersupport' });
    const demo = await conversation('team23');
    const own = await conversation('player1', 'tiger.localhost');

    const listed = (await ops.call('operatorDeskConversations', { token: tiger })).body.value.list as Array<{ id: number; brandId: string }>;
    expect(listed.map((c) => c.id)).toContain(own.id);
    expect(listed.map((c) => c.id)).not.toContain(demo.id);
    expect(listed.every((c) => c.brandId === 'tiger')).toBe(true);
    expect((await ops.call('operatorDeskConversations', { token: tiger, query: { brandId: 'demo' } })).body.value.list).toEqual([]);
    // the owner (every brand) sees both
    const all = (await ops.call('operatorDeskConversations', { token: testOperatorKey })).body.value.list.map((c: { id: number }) => c.id);
    expect(all).toEqual(expect.arrayContaining([demo.id, own.id]));

    const refused = [
      await ops.call('operatorDeskThread', { token: tiger, query: { conversationId: demo.id } }),
      await ops.call('operatorDeskReply', { token: tiger, body: { conversationId: demo.id, text: 'not mine' } }),
      await ops.call('operatorDeskClose', { token: tiger, body: { conversationId: demo.id } }),
      await ops.call('operatorDeskAttachment', { token: tiger, query: { messageId: demo.messageId } }),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(refused.length).fill([404, 'NOT_FOUND']));
    expect(await messagesOf(demo.id)).toBe(1);
    expect((await db.select({ status: supportConversations.status }).from(supportConversations).where(eq(supportConversations.id, demo.id)))[0]).toEqual({ status: 'open' });

    // its own brand's: read, answered under its name, closed
    expect((await ops.call('operatorDeskAttachment', { token: tiger, query: { messageId: own.messageId } })).body.value.contentType).toBe('image/png');
    expect((await ops.call('operatorDeskReply', { token: tiger, body: { conversationId: own.id, text: 'hello tiger' } })).body.value).toMatchObject({ operatorName: 'tigersupport' });
    expect((await ops.call('operatorDeskClose', { token: tiger, body: { conversationId: own.id } })).body.value.status).toBe('closed');

    // its desk socket hears its brand's events only
    await expect.poll(() => desk.frames.some((f) => f.conversationId === own.id && f.kind === 'closed')).toBe(true);
    expect(desk.frames.filter((f) => f.type === 'support').every((f) => f.brandId === 'tiger')).toBe(true);
    expect(desk.frames.some((f) => f.conversationId === demo.id)).toBe(false);
    desk.socket.close();
  });

  it('cannot mute another brand’s member or delete another brand’s chat message', async () => {
    const writer = await tokenOf(app, 'team24');
    const sent = (await api.call('chatSend', { token: writer, body: { roomId: 'lobby', text: 'a demo message' } })).body.value as { id: number };
    const mute = await ops.call('operatorMuteChat', { token: tiger, body: { brandId: 'demo', username: 'team24', minutes: 30 } });
    expect([mute.status, mute.body.code]).toEqual([404, 'NOT_FOUND']);
    const removed = await ops.call('operatorDeleteChatMessage', { token: tiger, body: { messageId: sent.id } });
    expect([removed.status, removed.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await db.$count(chatMutes, eq(chatMutes.mutedBy, 'tigersupport'))).toBe(0);
    expect((await db.select({ deletedAt: chatMessages.deletedAt }).from(chatMessages).where(eq(chatMessages.id, sent.id)))[0]).toEqual({ deletedAt: null });
  });

  it('reads and changes only its brand’s contract settings, and cannot run the settlement of every brand', async () => {
    expect((await ops.call('operatorContractSettings', { token: tigerFinance })).body.value.list.map((s: { brandId: string }) => s.brandId)).toEqual(['tiger']);
    const other = await ops.call('operatorSetContractSettings', { token: tigerFinance, body: { brandId: 'demo', payer: 'upline' } });
    expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
    const settle = await ops.call('operatorSettleContracts', { token: tigerFinance, body: { period: 'daily' } });
    expect([settle.status, settle.body.code, settle.body.value]).toEqual([403, 'FORBIDDEN', { reason: 'every_brand' }]);
    expect(await auditBy('tigerfinance')).toEqual([]);
  });
});
