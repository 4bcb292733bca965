/**
 * Platform messages from the back office (issue 29): a campaign to one player, a list or a segment of a brand,
 * counted before it is sent, in every language of the brand, sent once to each recipient by the message sender (one
 * process at a time under its job lease), resumed after a kill without a second message. marketing.write only; every
 * change audited; brand-scoped. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { memberMessages, members, messageCampaignRecipients, messageCampaigns, operatorAudit, rgMemberState } from '../../src/db/schema';
import { readEnv, repoRoot } from '../../src/env';
import { loadBrands } from '../../src/lib/brands';
import { deliverNextBatch, sendPendingCampaigns } from '../../src/modules/inbox/campaign-sender';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp();
const db = app.database.db;
const ops = operatorsClient(app);
const w = walletClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

const texts = { EN: { title: 'Weekend news', body: 'Hello!\nSomething new this weekend.' }, TY: { title: 'Balita sa Sabado', body: 'Kumusta!\nMay bago ngayong Sabado.' } };
const send = (body: Record<string, unknown>, token = tokens.marketing) => ops.call('operatorCreateMessageCampaign', { token, body: { brandId: 'demo', kind: 'service', texts, requestId: rid('msg'), ...body } });
const preview = (body: Record<string, unknown>, token = tokens.marketing) => ops.call('operatorPreviewMessageAudience', { token, body: { brandId: 'demo', kind: 'marketing', ...body } });
const detail = async (id: number) => (await ops.call('operatorMessageCampaign', { token: tokens.marketing, query: { id } })).body.value;
const idOf = async (username: string, brandId = 'demo') => (await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, username))))[0]!.id;
/** the campaign's messages per member id */
async function messagesOf(campaignId: number) {
  const rows = await db.select({ memberId: memberMessages.memberId }).from(memberMessages).where(eq(memberMessages.campaignId, campaignId));
  const per = new Map<number, number>();
  for (const r of rows) per.set(r.memberId, (per.get(r.memberId) ?? 0) + 1);
  return per;
}
async function sent(campaignId: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = await detail(campaignId);
    if (c.status !== 'sending' || Date.now() > until) return c;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** the sender's lease taken by a process that is gone without giving it up (killed): no live sender runs until it lapses */
const leaseHeldByKilledProcess = () =>
  db.execute(sql`insert into job_leases (name, holder, expires_at) values ('message-sender', 'killed-process', now() + interval '1 hour')
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at`);
const leaseLapses = () => db.execute(sql`update job_leases set expires_at = now() - interval '1 second' where name = 'message-sender'`);
let playerCount = 0;
/** fresh players of the demo brand at a VIP level, logged in today (rows only: no password, wallet or session) */
async function players(n: number, rankLevel = 0) {
  const rows = Array.from({ length: n }, () => {
    const username = `msg${Date.now().toString(36)}${(playerCount++).toString(36)}`;
    return { brandId: 'demo', username, nickname: username, rankLevel, lastLoginAt: new Date() };
  });
  const made = await db.insert(members).values(rows).returning({ memberId: members.id, username: members.username });
  return made.sort((x, y) => x.memberId - y.memberId);
}

describe('the VIP segment', () => {
  it('counts the players of VIP5 and up before sending; player1 (VIP5) gets the message, a VIP0 member does not', async () => {
    const [expected] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(eq(members.brandId, 'demo'), eq(members.backOffice, false), sql`${members.type} <> 4`, sql`${members.rankLevel} >= 5`, eq(members.status, 'active')));
    const counted = await preview({ kind: 'service', audience: { type: 'segment', vipFrom: 5 } });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body.value).toMatchObject({ matched: expected!.n, recipients: expected!.n, skipped: { notActive: 0, blocked: 0, optedOut: 0 }, unknownUsernames: [] });
    expect(expected!.n).toBeGreaterThan(0);

    const player1 = await w.login('player1', 'Player123!');
    const team01 = await w.login('team01', 'Player123!');
    const unreadBefore = (await player1.call('unreadCount')).body.value.count as number;
    const made = await send({ kind: 'marketing', audience: { type: 'segment', vipFrom: 5 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.value).toMatchObject({ brandId: 'demo', kind: 'marketing', status: 'sending', recipients: expected!.n, createdBy: 'marketing1', duplicate: false });
    const done = await sent(made.body.value.id);
    expect(done).toMatchObject({ status: 'sent', recipients: expected!.n, delivered: expected!.n, read: 0 });

    // in player1's platform messages, in the reader's language, with the unread count
    expect((await player1.call('unreadCount')).body.value.count).toBe(unreadBefore + 1);
    const inEnglish = (await player1.call('messages', { query: { pageNo: '1', pageSize: '5' }, headers: { language: 'EN' } })).body.value.list[0];
    expect(inEnglish).toMatchObject({ title: 'Weekend news', content: 'Hello!\nSomething new this weekend.', category: 'promotion', read: false });
    const inTagalog = (await player1.call('messages', { query: { pageNo: '1', pageSize: '5' }, headers: { language: 'TY' } })).body.value.list[0];
    expect([inTagalog.id, inTagalog.title]).toEqual([inEnglish.id, 'Balita sa Sabado']);
    await player1.call('readMessages', { body: { ids: [inEnglish.id] } });
    expect((await detail(made.body.value.id)).read).toBe(1);
    // team01 is VIP0: nothing
    const theirs = (await team01.call('messages', { query: { pageNo: '1', pageSize: '50' } })).body.value.list as Array<{ title: string }>;
    expect(theirs.some((m) => m.title === 'Weekend news')).toBe(false);
    expect((await messagesOf(made.body.value.id)).get(team01.memberId)).toBeUndefined();
    // another brand's player1 (also VIP5) is not in the demo brand's segment
    expect((await messagesOf(made.body.value.id)).get(await idOf('player1', 'tiger'))).toBeUndefined();

    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.target, `message-campaign:${made.body.value.id}`));
    expect([audit?.actor, audit?.action, audit?.brandId]).toEqual(['marketing1', 'message-campaign.send', 'demo']);
    expect(audit?.detail).toMatchObject({ kind: 'marketing', audience: { type: 'segment', vipFrom: 5 }, recipients: expected!.n });
  });

  it('narrows by VIP levels to, last login and deposit count', async () => {
    const [a, b] = await players(2, 31);
    // c deposits: a real registration with a session
    const c = await w.register();
    await db.update(members).set({ rankLevel: 31 }).where(eq(members.id, c.memberId));
    const segment = { type: 'segment', vipFrom: 31, vipTo: 32 };
    const count = async (extra: Record<string, unknown>) => (await preview({ audience: { ...segment, ...extra } })).body.value.matched as number;
    expect(await count({})).toBe(3);
    expect((await preview({ audience: { ...segment, vipFrom: 30, vipTo: 30 } })).body.value.matched).toBe(0);
    // a last login 40 days ago: not within 30 days, but not in the last 30
    await db.update(members).set({ lastLoginAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(members.id, a!.memberId));
    expect(await count({ lastLoginWithinDays: 30 })).toBe(2);
    expect(await count({ lastLoginBeforeDays: 30 })).toBe(1);
    // deposits: c has one paid deposit
    expect(await count({ minDeposits: 1 })).toBe(0);
    await w.depositPaid(c, '100');
    expect(await count({ minDeposits: 1 })).toBe(1);
    expect(await count({ minDeposits: 2 })).toBe(0);
    expect(b).toBeDefined();
  });
});

describe('who a marketing message skips', () => {
  it('skips opted-out, suspended and blocked players, and a service message does not', async () => {
    const [plain, optedOut, suspended, blocked] = await players(4);
    await db.update(members).set({ marketingOptOut: true }).where(eq(members.id, optedOut!.memberId));
    const status = await ops.call('operatorSetPlayerStatus', { token: tokens.risk, body: { memberId: suspended!.memberId, status: 'suspended', reason: 'under review' } });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    await db.insert(rgMemberState).values({ memberId: blocked!.memberId, brandId: 'demo', blockKind: 'timeOut', blockStartedAt: new Date(), blockUntil: new Date(Date.now() + 86_400_000) });
    const audience = { type: 'list', usernames: [plain, optedOut, suspended, blocked].map((p) => p!.username.toUpperCase()) };

    const counted = await preview({ audience });
    expect(counted.body.value).toEqual({ matched: 4, recipients: 1, skipped: { notActive: 1, blocked: 1, optedOut: 1 }, unknownUsernames: [] });
    const marketing = await send({ kind: 'marketing', audience });
    expect(marketing.body.value).toMatchObject({ recipients: 1, skipped: { notActive: 1, blocked: 1, optedOut: 1 } });
    await sent(marketing.body.value.id);
    expect([...(await messagesOf(marketing.body.value.id)).keys()]).toEqual([plain!.memberId]);

    expect((await preview({ kind: 'service', audience })).body.value).toMatchObject({ matched: 4, recipients: 4 });
    const service = await send({ kind: 'service', audience });
    expect((await sent(service.body.value.id)).delivered).toBe(4);
    expect((await messagesOf(service.body.value.id)).size).toBe(4);
  });

  it('refuses a send that would reach nobody', async () => {
    const [optedOut] = await players(1);
    await db.update(members).set({ marketingOptOut: true }).where(eq(members.id, optedOut!.memberId));
    const requestId = rid('nobody');
    const refused = await send({ kind: 'marketing', requestId, audience: { type: 'player', username: optedOut!.username } });
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([409, 'NO_RECIPIENTS', { matched: 1, skipped: { notActive: 0, blocked: 0, optedOut: 1 } }]);
    // nothing kept: the same request id may be sent again once the audience is right
    expect(await db.select().from(messageCampaigns).where(eq(messageCampaigns.requestId, requestId))).toEqual([]);
  });
});

describe('validation, permissions and brands', () => {
  it('refuses bad input: a missing language of the brand, unknown players, VIP levels the wrong way round, an empty list', async () => {
    const missing = await send({ texts: { EN: texts.EN }, audience: { type: 'player', username: 'player1' } });
    expect([missing.status, missing.body.code, missing.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'texts.TY']);
    // the tiger brand speaks English only: English is enough there, and a Tagalog text is not kept
    const tiger = await ops.call('operatorCreateMessageCampaign', { token: tokens.marketing, body: { brandId: 'tiger', kind: 'service', texts, audience: { type: 'player', username: 'player1' }, requestId: rid('tiger') } });
    expect(tiger.status, JSON.stringify(tiger.body)).toBe(200);
    expect(tiger.body.value.texts).toEqual({ EN: texts.EN });

    const counted = await preview({ audience: { type: 'list', usernames: ['player1', 'nobody-here', 'backoffice1'] } });
    expect(counted.body.value).toMatchObject({ matched: 1, unknownUsernames: ['nobody-here', 'backoffice1'] });
    const unknown = await send({ audience: { type: 'list', usernames: ['player1', 'nobody-here'] } });
    expect([unknown.status, unknown.body.code, unknown.body.value]).toEqual([400, 'UNKNOWN_PLAYERS', { usernames: ['nobody-here'] }]);
    for (const audience of [{ type: 'segment', vipFrom: 6, vipTo: 5 }, { type: 'list', usernames: [] }, { type: 'segment', vipFrom: -1 }, { type: 'everyone' }]) {
      const bad = await send({ audience });
      expect([bad.status, bad.body.code], JSON.stringify(audience)).toEqual([400, 'VALIDATION_ERROR']);
    }
    const noTitle = await send({ texts: { EN: { title: ' ', body: 'x' }, TY: texts.TY }, audience: { type: 'player', username: 'player1' } });
    expect(noTitle.body.code).toBe('VALIDATION_ERROR');
    const noRequestId = await ops.call('operatorCreateMessageCampaign', { token: tokens.marketing, body: { brandId: 'demo', kind: 'service', texts, audience: { type: 'player', username: 'player1' } } });
    expect(noRequestId.body.code).toBe('VALIDATION_ERROR');
  });

  it('needs marketing.write, and keeps another brand’s campaigns from a brand-limited operator', async () => {
    for (const [name, input] of [
      ['operatorMessageCampaigns', { query: { brandId: 'demo' } }],
      ['operatorPreviewMessageAudience', { body: { brandId: 'demo', kind: 'service', audience: { type: 'player', username: 'player1' } } }],
      ['operatorCreateMessageCampaign', { body: { brandId: 'demo', kind: 'service', texts, audience: { type: 'player', username: 'player1' }, requestId: rid() } }],
      ['operatorCancelMessageCampaign', { body: { id: 1 } }],
    ] as const) {
      const refused = await ops.call(name, { token: tokens.support, ...input });
      expect([refused.status, refused.body.value], name).toEqual([403, { permission: 'marketing.write' }]);
    }
    const made = await send({ draft: true, audience: { type: 'player', username: 'player1' } });
    const tigerOnly = await brandLimitedOperator(app, 'tiger-messages', 'marketing', ['tiger']);
    expect((await ops.call('operatorMessageCampaign', { token: tigerOnly, query: { id: made.body.value.id } })).body.code).toBe('NOT_FOUND');
    expect((await ops.call('operatorSendMessageCampaign', { token: tigerOnly, body: { id: made.body.value.id } })).body.code).toBe('NOT_FOUND');
    expect((await ops.call('operatorCancelMessageCampaign', { token: tigerOnly, body: { id: made.body.value.id } })).body.code).toBe('NOT_FOUND');
    expect((await preview({ audience: { type: 'player', username: 'player1' } }, tigerOnly)).body.code).toBe('NOT_FOUND');
    const theirs = await ops.call('operatorMessageCampaigns', { token: tigerOnly, query: {} });
    expect(theirs.body.value.list.every((c: { brandId: string }) => c.brandId === 'tiger')).toBe(true);
    expect((await ops.call('operatorMessageCampaigns', { token: tigerOnly, query: { brandId: 'demo' } })).body.value.list).toEqual([]);
  });

  it('lists campaigns by status, newest first, a page at a time', async () => {
    const draft = await send({ draft: true, audience: { type: 'player', username: 'player1' } });
    const drafts = await ops.call('operatorMessageCampaigns', { token: tokens.marketing, query: { brandId: 'demo', status: 'draft', pageSize: 1 } });
    expect(drafts.status, JSON.stringify(drafts.body)).toBe(200);
    expect(drafts.body.value).toMatchObject({ page: 1, pageSize: 1 });
    expect(drafts.body.value.total).toBeGreaterThanOrEqual(1);
    expect(drafts.body.value.list.map((c: { id: number }) => c.id)).toEqual([draft.body.value.id]);
    expect((await ops.call('operatorMessageCampaigns', { token: tokens.marketing, query: { status: 'paused' } })).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('drafts, a repeated submit and cancelling', () => {
  it('sends a draft once it is sent; a repeated request id creates nothing twice', async () => {
    const [p] = await players(1);
    const requestId = rid('twice');
    const first = await send({ draft: true, requestId, audience: { type: 'player', username: p!.username } });
    expect(first.body.value).toMatchObject({ status: 'draft', recipients: 0, startedAt: null, duplicate: false });
    const again = await send({ draft: true, requestId, audience: { type: 'player', username: p!.username } });
    expect([again.body.value.id, again.body.value.duplicate]).toEqual([first.body.value.id, true]);
    expect(await messagesOf(first.body.value.id)).toEqual(new Map());

    const started = await ops.call('operatorSendMessageCampaign', { token: tokens.marketing, body: { id: first.body.value.id } });
    expect(started.body.value).toMatchObject({ status: 'sending', recipients: 1 });
    expect((await sent(first.body.value.id)).status).toBe('sent');
    // a second click answers the campaign as it is
    const twice = await ops.call('operatorSendMessageCampaign', { token: tokens.marketing, body: { id: first.body.value.id } });
    expect(twice.body.value.status).toBe('sent');
    expect(await messagesOf(first.body.value.id)).toEqual(new Map([[p!.memberId, 1]]));
    const actions = await db.select({ action: operatorAudit.action }).from(operatorAudit).where(eq(operatorAudit.target, `message-campaign:${first.body.value.id}`));
    expect(actions.map((a) => a.action)).toEqual(['message-campaign.draft', 'message-campaign.send']);
  });

  it('cancels a draft and a send under way (what was delivered stays); a sent campaign stays sent', async () => {
    const draft = await send({ draft: true, audience: { type: 'player', username: 'player1' } });
    const cancelled = await ops.call('operatorCancelMessageCampaign', { token: tokens.marketing, body: { id: draft.body.value.id } });
    expect(cancelled.body.value).toMatchObject({ status: 'cancelled', cancelledBy: 'marketing1' });
    expect((await ops.call('operatorSendMessageCampaign', { token: tokens.marketing, body: { id: draft.body.value.id } })).body.code).toBe('INVALID_STATE');

    await leaseHeldByKilledProcess();
    try {
      const group = await players(3);
      const made = await send({ audience: { type: 'list', usernames: group.map((p) => p.username) } });
      await deliverNextBatch(db, made.body.value.id, 1);
      const stopped = await ops.call('operatorCancelMessageCampaign', { token: tokens.marketing, body: { id: made.body.value.id } });
      expect(stopped.body.value).toMatchObject({ status: 'cancelled', recipients: 3, delivered: 1 });
      await sendPendingCampaigns(db);
      expect((await messagesOf(made.body.value.id)).size).toBe(1);
      const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.target, `message-campaign:${made.body.value.id}`), eq(operatorAudit.action, 'message-campaign.cancel')));
      expect(audit?.detail).toMatchObject({ before: { status: 'sending', delivered: 1 }, after: { status: 'cancelled', delivered: 1 } });
    } finally {
      await leaseLapses();
    }
    const done = await send({ audience: { type: 'player', username: 'player1' } });
    await sent(done.body.value.id);
    const late = await ops.call('operatorCancelMessageCampaign', { token: tokens.marketing, body: { id: done.body.value.id } });
    expect([late.status, late.body.code]).toEqual([409, 'INVALID_STATE']);
  });
});

describe('the sender resuming after a kill', () => {
  it('a fresh sender goes on where a killed one stopped, and every recipient has exactly one message', async () => {
    // the sender that will be "killed" holds the lease: the app's own sender does not run meanwhile
    await leaseHeldByKilledProcess();
    const reader = await w.register();
    const group = [...(await players(6)), reader];
    const made = await send({ audience: { type: 'list', usernames: group.map((p) => p.username) } });
    expect(made.body.value).toMatchObject({ status: 'sending', recipients: 7, delivered: 0 });
    const id = made.body.value.id as number;
    // what the killed sender committed before it died: one batch of 3
    expect(await deliverNextBatch(db, id, 3)).toEqual({ delivered: 3, done: false });
    expect(await detail(id)).toMatchObject({ status: 'sending', recipients: 7, delivered: 3 });
    // a message already written for a recipient not yet marked delivered (a sender of an older build) is not written again
    const [waiting] = await db
      .select({ memberId: messageCampaignRecipients.memberId })
      .from(messageCampaignRecipients)
      .where(and(eq(messageCampaignRecipients.campaignId, id), sql`${messageCampaignRecipients.deliveredAt} is null`))
      .limit(1);
    await db.insert(memberMessages).values({ brandId: 'demo', memberId: waiting!.memberId, title: texts.EN.title, content: texts.EN.body, campaignId: id });
    await expect(db.insert(memberMessages).values({ brandId: 'demo', memberId: waiting!.memberId, title: 'again', content: 'again', campaignId: id })).rejects.toThrow();

    // the killed process's lease lapses; a second server on the same database starts and resumes the send
    await leaseLapses();
    const second = await buildApp({ database: app.database, brands: loadBrands(join(repoRoot, 'brands')), env: readEnv({ TRUST_PROXY: '1' }), messageSender: { batchSize: 2, everyMs: 200 } });
    try {
      expect(await sent(id)).toMatchObject({ status: 'sent', recipients: 7, delivered: 7 });
    } finally {
      await second.close();
    }
    const per = await messagesOf(id);
    expect([...per.keys()].sort((x, y) => x - y)).toEqual(group.map((p) => p.memberId).sort((x, y) => x - y));
    expect([...per.values()].every((n) => n === 1)).toBe(true);
    const undelivered = await db.select().from(messageCampaignRecipients).where(and(eq(messageCampaignRecipients.campaignId, id), sql`${messageCampaignRecipients.deliveredAt} is null`));
    expect(undelivered).toEqual([]);
    // the player reads it once
    const list = (await reader.call('messages', { query: { pageNo: '1', pageSize: '20' } })).body.value.list as Array<{ title: string }>;
    expect(list.filter((m) => m.title === texts.TY.title)).toHaveLength(1);
  });

  it('two senders at once (the lease lost to a slow one) still write each message once', async () => {
    await leaseHeldByKilledProcess();
    try {
      const group = await players(5);
      const made = await send({ kind: 'marketing', audience: { type: 'list', usernames: group.map((p) => p.username) } });
      const id = made.body.value.id as number;
      const [a, b] = await Promise.all([sendPendingCampaigns(db, 1), sendPendingCampaigns(db, 2)]);
      expect(a + b).toBe(5);
      const per = await messagesOf(id);
      expect([per.size, [...per.values()].every((n) => n === 1)]).toEqual([5, true]);
      expect(await detail(id)).toMatchObject({ status: 'sent', delivered: 5 });
    } finally {
      await leaseLapses();
    }
  });
});
