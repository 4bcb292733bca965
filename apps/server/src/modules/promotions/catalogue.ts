/**
 * The brand's promotions as players see them: the list with its tabs, one promotion's detail, and each player's
 * standing (the spec's activity state) computed from their entries, applications, deposits and turnover.
 */
import type { Language } from '@app/contract/brand';
import type { ActivityState, Promotion, PromotionDetail, PromotionStanding, PromotionTerms } from '@app/contract/promotions';
import { promotionMechanicSchema, promotionTermsSchema } from '@app/contract/promotions';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, bets, depositOrders, members, promotionEntries, promotions, promotionSettings, type Localized } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/html';
import { raffleInfo } from './raffle-view';

export type PromotionRow = typeof promotions.$inferSelect;
type EntryRow = typeof promotionEntries.$inferSelect;

/** A localized text in the reader's language, else English, else any. */
export const textIn = (text: Localized, language: Language) => text[language] ?? text.EN ?? Object.values(text)[0] ?? '';
export const termsOf = (row: PromotionRow): PromotionTerms => promotionTermsSchema.parse(row.terms);

/** Open: active, started and not ended. */
export const isOpen = (row: PromotionRow, now = new Date()) => row.status === 'active' && row.startAt <= now && (!row.endAt || row.endAt > now);

export async function promotionById(db: Db, brandId: string, id: number) {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.brandId, brandId)));
  if (!row) throw new AppError('NOT_FOUND', { promotionId: id });
  return row;
}

/** The brand's open promotions of one mechanic (the grant hooks read these). */
export async function openPromotionsOf(db: Db, brandId: string, mechanic: PromotionRow['mechanic'], now = new Date()) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.mechanic, mechanic), eq(promotions.status, 'active')))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  return rows.filter((r) => isOpen(r, now));
}

export async function settingsOf(db: Db, brandId: string) {
  const [row] = await db.select().from(promotionSettings).where(eq(promotionSettings.brandId, brandId));
  return row ?? { brandId, rebateRates: { base: {}, ranks: [] }, minRebateClaimMinor: 100, categoryOrder: [], referralEnabled: 1 };
}

/** A member's total of a qualifying metric between two times. */
export async function metricTotal(db: Db, memberId: number, metric: 'turnover' | 'deposit', from: Date, to: Date | null) {
  if (metric === 'turnover') {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${bets.validBetMinor}), 0)` })
      .from(bets)
      .where(and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), gte(bets.settledAt, from), ...(to ? [lte(bets.settledAt, to)] : [])));
    return Number(row?.total ?? 0);
  }
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)` })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid'), gte(depositOrders.paidAt, from), ...(to ? [lte(depositOrders.paidAt, to)] : [])));
  return Number(row?.total ?? 0);
}

interface MemberFacts {
  memberId: number;
  createdAt: Date;
  entries: Map<number, EntryRow>;
  applications: Map<number, { status: string; remark: string | null; rewardMinor: number | null }>;
  hasPaidDeposit: boolean;
}

export async function memberFacts(db: Db, memberId: number, promotionIds: number[]): Promise<MemberFacts> {
  const ids = promotionIds.length ? promotionIds : [0];
  const [member, entries, applications, deposit] = await Promise.all([
    db.select({ createdAt: members.createdAt }).from(members).where(eq(members.id, memberId)),
    db.select().from(promotionEntries).where(and(eq(promotionEntries.memberId, memberId), inArray(promotionEntries.promotionId, ids))),
    db
      .select({ promotionId: activityApplications.promotionId, status: activityApplications.status, remark: activityApplications.remark, rewardMinor: activityApplications.rewardMinor })
      .from(activityApplications)
      .where(and(eq(activityApplications.memberId, memberId), inArray(activityApplications.promotionId, ids)))
      .orderBy(desc(activityApplications.id)),
    db.select({ id: depositOrders.id }).from(depositOrders).where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid'))).limit(1),
  ]);
  const latest = new Map<number, { status: string; remark: string | null; rewardMinor: number | null }>();
  for (const a of applications) if (!latest.has(a.promotionId)) latest.set(a.promotionId, a);
  return {
    memberId,
    createdAt: member[0]?.createdAt ?? new Date(0),
    entries: new Map(entries.map((e) => [e.promotionId, e])),
    applications: latest,
    hasPaidDeposit: deposit.length > 0,
  };
}

const standing = (state: ActivityState, extra: Partial<PromotionStanding> = {}): PromotionStanding => ({
  state,
  progress: null,
  remark: null,
  ticketNo: null,
  rewardMinor: null,
  ...extra,
});

/** Where a member stands in a promotion: the spec's activity state and what goes with it. */
export async function standingOf(db: Db, row: PromotionRow, facts: MemberFacts, now = new Date()): Promise<PromotionStanding> {
  const terms = termsOf(row);
  const entry = facts.entries.get(row.id);
  if (entry?.state === 'claimed' || entry?.state === 'issued') return standing(entry.state, { rewardMinor: entry.rewardMinor, ticketNo: entry.ticketNo });
  if (row.startAt > now) return standing('coming_soon');
  const open = isOpen(row, now);
  switch (row.mechanic) {
    case 'raffle':
      if (entry) return standing(entry.state === 'lost' ? 'close' : 'process', { ticketNo: entry.ticketNo });
      return standing(open ? 'claim' : 'close');
    case 'application': {
      const app = facts.applications.get(row.id);
      if (app?.status === 'issued') return standing('issued', { rewardMinor: app.rewardMinor });
      if (app?.status === 'applying') return standing('applying');
      if (!open) return standing('close');
      return app?.status === 'rejected' ? standing('rejected', { remark: app.remark }) : standing('join');
    }
    case 'join':
    case 'claim': {
      if (!open) return standing('close');
      if (row.mechanic === 'join' && !entry) return standing('join');
      const q = terms.qualify;
      if (!q) return standing('claim');
      const since = row.mechanic === 'join' ? entry!.joinedAt : row.startAt;
      const currentMinor = await metricTotal(db, facts.memberId, q.metric, since, row.endAt);
      const progress = { currentMinor, targetMinor: q.targetMinor };
      if (currentMinor >= q.targetMinor) return standing('claim', { progress });
      return standing(row.mechanic === 'join' ? 'joined' : 'process', { progress });
    }
    case 'signup':
      // granted when the account was created: an older account is not eligible
      return standing('close');
    case 'first_deposit':
      return standing(open && !facts.hasPaidDeposit ? 'joined' : 'close');
    case 'reload':
      if (!open) return standing('close');
      return terms.requiresJoin && !entry ? standing('join') : standing('joined');
    case 'cashback':
      return standing(open ? 'joined' : 'close');
    case 'rebate':
      return standing(open ? 'claim' : 'close');
    default:
      return standing('close');
  }
}

function promotionView(row: PromotionRow, language: Language, currency: string, standing: PromotionStanding | null): Promotion {
  return {
    id: row.id,
    category: row.category,
    mechanic: promotionMechanicSchema.parse(row.mechanic),
    title: textIn(row.title, language),
    summary: textIn(row.summary, language),
    image: row.image,
    startAt: row.startAt.getTime(),
    endAt: row.endAt?.getTime() ?? null,
    terms: termsOf(row),
    currency,
    standing,
  };
}

/** Promotions a player sees: active ones that have not ended (coming ones included), in the brand's order. */
async function visibleRows(db: Db, brandId: string, now: Date) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.status, 'active')))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  return rows.filter((r) => !r.endAt || r.endAt > now);
}

export interface Viewer {
  brandId: string;
  currency: string;
  language: Language;
  /** null for a visitor */
  memberId: number | null;
}

export async function listPromotions(db: Db, viewer: Viewer, category?: string, now = new Date()) {
  const [rows, settings] = await Promise.all([visibleRows(db, viewer.brandId, now), settingsOf(db, viewer.brandId)]);
  const present = new Set(rows.map((r) => r.category));
  const order = settings.categoryOrder as string[];
  const categories = [...order.filter((c) => present.has(c)), ...[...present].filter((c) => !order.includes(c)).sort()];
  const listed = category ? rows.filter((r) => r.category === category) : rows;
  const facts = viewer.memberId === null ? null : await memberFacts(db, viewer.memberId, listed.map((r) => r.id));
  const list = await Promise.all(listed.map(async (r) => promotionView(r, viewer.language, viewer.currency, facts ? await standingOf(db, r, facts, now) : null)));
  return { list, categories, referralEnabled: settings.referralEnabled === 1 };
}

export async function promotionDetail(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<PromotionDetail> {
  const row = await promotionById(db, viewer.brandId, id);
  // a closed promotion stays readable for those who took part; others get NOT_FOUND
  const facts = viewer.memberId === null ? null : await memberFacts(db, viewer.memberId, [row.id]);
  if (row.status !== 'active' && !facts?.entries.has(row.id) && !facts?.applications.has(row.id)) throw new AppError('NOT_FOUND', { promotionId: id });
  const own = facts ? await standingOf(db, row, facts, now) : null;
  return {
    ...promotionView(row, viewer.language, viewer.currency, own),
    rulesHtml: sanitizeHtml(textIn(row.rulesHtml, viewer.language)),
    raffle: row.mechanic === 'raffle' ? await raffleInfo(db, row) : null,
  };
}

/** Promotions of the member that want an action or wait on one (the reward centre's list). */
export async function actionablePromotions(db: Db, viewer: Viewer & { memberId: number }, now = new Date()) {
  const { list } = await listPromotions(db, viewer, undefined, now);
  const waiting: ActivityState[] = ['claim', 'applying', 'process', 'rejected'];
  return list.filter((p) => p.standing && (waiting.includes(p.standing.state) || (p.mechanic === 'join' && p.standing.state === 'joined')));
}
