/**
 * Announcements and popups from the back office (issue 29) on the real app and database: marketing writes one in EN
 * and TY with a schedule and an audience; the player's announcement list and arrival popup show it only while it is
 * live and only to its audience; a change and a removal take effect at once; every change is audited with before and
 * after; marketing.write only; brand-scoped.
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, operatorAudit } from '../../src/db/schema';
import { accountsClient } from '../accounts-support';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp();
const db = app.database.db;
const ops = operatorsClient(app);
const w = walletClient(app);
const visitor = accountsClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

let counter = 0;
const body = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    brandId: 'demo',
    type: 'PL',
    title: { EN: `Weekend news ${counter}`, TY: `Balita ${counter}` },
    content: { EN: 'Double points on Saturday.', TY: 'Dobleng puntos sa Sabado.' },
    popup: false,
    audience: { type: 'all' },
    ...overrides,
  };
};
const save = (overrides: Record<string, unknown> = {}, token = tokens.marketing) => ops.call('operatorSaveAnnouncement', { token, body: body(overrides) });
type Item = { id: number; title: string; content: string };
type Viewer = { call: (name: 'announcements', input: { query: Record<string, string>; headers: Record<string, string> }) => Promise<{ body: { value: { list: Item[]; popup: Item[] } } }> };
/** The titles a viewer (null: a visitor) reads in the announcement list and the popups, in a language (the header the site sends). */
const titlesSeenBy = async (session: Viewer | null, language = 'EN') => {
  const input = { query: { pageSize: '100' }, headers: { language } };
  const res = session ? await session.call('announcements', input) : await visitor.call('announcements', input);
  return { list: res.body.value.list.map((a: Item) => a.title), popup: res.body.value.popup.map((a: Item) => a.title) };
};

describe('announcements from the back office', () => {
  it('shows a live one to everyone in their language, a popup in the arrival notice too, with an audit row naming marketing1', async () => {
    const res = await save({ popup: true, type: 'PU' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'live', createdBy: 'marketing1', audience: { type: 'all' } });
    const { title } = res.body.value as { title: { EN: string; TY: string } };
    expect((await titlesSeenBy(null)).list).toContain(title.EN);
    expect((await titlesSeenBy(null, 'TY')).popup).toContain(title.TY);
    const notice = await visitor.call('notice', { headers: { language: 'EN' } });
    expect(notice.body.value.popup.map((a: Item) => a.title)).toContain(title.EN);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.target, `announcement:${res.body.value.id}`));
    expect(audit).toMatchObject({ actor: 'marketing1', action: 'announcement.create', brandId: 'demo' });
  });

  it('keeps a scheduled one hidden until its start and an ended one hidden after its end', async () => {
    const later = await save({ publishedAt: Date.now() + 3_600_000 });
    expect(later.body.value.state).toBe('scheduled');
    const backwards = await save({ publishedAt: Date.now() + 7_200_000, endsAt: Date.now() + 3_600_000 });
    expect([backwards.status, backwards.body.value.field]).toEqual([400, 'endsAt']);
    const live = await save({ publishedAt: Date.now() - 7_200_000 });
    const seen = await titlesSeenBy(null);
    expect(seen.list).toContain(live.body.value.title.EN);
    expect(seen.list).not.toContain(later.body.value.title.EN);
    // a change that ends it a moment from now takes it down when that moment passes
    const { id, title } = live.body.value as { id: number; title: { EN: string; TY: string } };
    const ending = await ops.call('operatorSaveAnnouncement', { token: tokens.marketing, body: { ...body(), id, title, publishedAt: Date.now() - 7_200_000, endsAt: Date.now() + 300 } });
    expect(ending.body.value.state, JSON.stringify(ending.body)).toBe('live');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await titlesSeenBy(null)).list).not.toContain(title.EN);
    const listed = await ops.call('operatorAnnouncements', { token: tokens.marketing, query: { brandId: 'demo', state: 'ended' } });
    expect(listed.body.value.list.map((a: { id: number }) => a.id)).toContain(id);
    const scheduled = await ops.call('operatorAnnouncements', { token: tokens.marketing, query: { brandId: 'demo', state: 'scheduled' } });
    expect(scheduled.body.value.list.map((a: { id: number }) => a.id)).toEqual([later.body.value.id]);
    const [change] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'announcement.update'), eq(operatorAudit.target, `announcement:${id}`)));
    expect(change!.detail).toMatchObject({ before: { endsAt: null }, after: { state: 'live' } });
  });

  it('shows each audience only to its viewers: visitors, members, and a VIP range', async () => {
    const forVisitors = (await save({ audience: { type: 'visitors' } })).body.value.title.EN as string;
    const forMembers = (await save({ audience: { type: 'members' } })).body.value.title.EN as string;
    const forVip5 = (await save({ audience: { type: 'vip', vipFrom: 5 } })).body.value.title.EN as string;
    const vip0 = await w.register();
    const vip5 = await w.register();
    await db.update(members).set({ rankLevel: 5 }).where(eq(members.id, vip5.memberId));

    const anonymous = (await titlesSeenBy(null)).list;
    expect(anonymous).toContain(forVisitors);
    expect(anonymous).not.toContain(forMembers);
    expect(anonymous).not.toContain(forVip5);
    const zero = (await titlesSeenBy(vip0 as never)).list;
    expect(zero).toContain(forMembers);
    expect(zero).not.toContain(forVisitors);
    expect(zero).not.toContain(forVip5);
    expect((await titlesSeenBy(vip5 as never)).list).toEqual(expect.arrayContaining([forMembers, forVip5]));
    const refused = await save({ audience: { type: 'vip', vipFrom: 6, vipTo: 2 } });
    expect([refused.status, refused.body.value.field]).toEqual([400, 'audience.vipTo']);
  });

  it('takes one down at once when removed; a removed one cannot change', async () => {
    const res = await save();
    const removed = await ops.call('operatorRemoveAnnouncement', { token: tokens.marketing, body: { id: res.body.value.id } });
    expect(removed.body.value.state).toBe('removed');
    expect((await titlesSeenBy(null)).list).not.toContain(res.body.value.title.EN);
    const change = await ops.call('operatorSaveAnnouncement', { token: tokens.marketing, body: { ...body(), id: res.body.value.id } });
    expect([change.status, change.body.code]).toEqual([409, 'INVALID_STATE']);
    const audits = await db.select().from(operatorAudit).where(like(operatorAudit.target, `announcement:${res.body.value.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual(['announcement.create', 'announcement.remove']);
  });

  it('is marketing’s: support gets 403, and an operator of another brand finds nothing', async () => {
    const support = await save({}, tokens.support);
    expect([support.status, support.body.value]).toEqual([403, { permission: 'marketing.write' }]);
    const mine = await save();
    const tigerOnly = await brandLimitedOperator(app, `ann${Date.now().toString(36)}`, 'marketing', ['tiger']);
    const list = await ops.call('operatorAnnouncements', { token: tigerOnly, query: {} });
    expect(list.body.value.list.every((a: { brandId: string }) => a.brandId === 'tiger')).toBe(true);
    const other = await ops.call('operatorRemoveAnnouncement', { token: tigerOnly, body: { id: mine.body.value.id } });
    expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
    const wrongBrand = await ops.call('operatorSaveAnnouncement', { token: tigerOnly, body: body() });
    expect(wrongBrand.status).toBe(404);
  });
});
