/**
 * Operators' message campaigns (issue 29): a platform message to one player, a list or a segment of a brand, in each
 * language of the brand. The audience is counted before sending (who gets it, who is left out and why); the send fixes
 * its recipients in the transaction that starts it (with the audit row), and the message sender (campaign-sender.ts)
 * delivers them in batches. A marketing message leaves out players who opted out of marketing messages, whose account
 * is suspended or closed, or who are in a responsible-gaming block; a service message reaches everyone it names.
 */
import type { Language } from '@app/contract/brand';
import type { MessageAudience, MessageTexts } from '@app/contract/operators-messages';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders, memberMessages, members, messageCampaignRecipients, messageCampaigns, rgMemberState } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';

export type MessageKind = 'service' | 'marketing';
type CampaignRow = typeof messageCampaigns.$inferSelect;
type Skipped = CampaignRow['skipped'];

/** The reason a player of the audience does not get the message (first that applies), or null. */
function skipReason(kind: MessageKind): SQL {
  if (kind === 'service') return sql`null::text`;
  return sql`case
    when ${members.status} <> 'active' then 'notActive'
    when ${rgMemberState.blockKind} is not null and (${rgMemberState.blockUntil} is null or ${rgMemberState.blockUntil} > now()) then 'blocked'
    when ${members.marketingOptOut} then 'optedOut'
  end`;
}

/** The usernames an audience names (a player or a list), or null for a segment. */
const namedUsernames = (audience: MessageAudience) => (audience.type === 'player' ? [audience.username] : audience.type === 'list' ? audience.usernames : null);

/** The conditions of an audience on members: always the brand's players (no back-office or free-demo accounts). */
function audienceWhere(brandId: string, audience: MessageAudience): SQL {
  const where: SQL[] = [eq(members.brandId, brandId), eq(members.backOffice, false), sql`${members.type} <> 4`];
  const named = namedUsernames(audience);
  if (named) where.push(inArray(members.username, named));
  else if (audience.type === 'segment') {
    where.push(sql`${members.rankLevel} >= ${audience.vipFrom}`);
    if (audience.vipTo !== undefined) where.push(sql`${members.rankLevel} <= ${audience.vipTo}`);
    if (audience.lastLoginWithinDays !== undefined) where.push(sql`${members.lastLoginAt} >= now() - ${audience.lastLoginWithinDays} * interval '1 day'`);
    if (audience.lastLoginBeforeDays !== undefined) {
      where.push(sql`(${members.lastLoginAt} is null or ${members.lastLoginAt} < now() - ${audience.lastLoginBeforeDays} * interval '1 day')`);
    }
    if (audience.minDeposits !== undefined) {
      where.push(sql`(select count(*) from ${depositOrders} where ${depositOrders.memberId} = ${members.id} and ${depositOrders.status} = 'paid') >= ${audience.minDeposits}`);
    }
  }
  return and(...where)!;
}

/** The audience's players with the reason each is left out (null: they get the message). */
function audienceRows(db: Db, brandId: string, kind: MessageKind, audience: MessageAudience) {
  return db
    .select({ id: members.id, skip: sql<string | null>`${skipReason(kind)}`.as('skip') })
    .from(members)
    .leftJoin(rgMemberState, eq(rgMemberState.memberId, members.id))
    .where(audienceWhere(brandId, audience));
}

/** How many players the audience holds, how many get the message, who is left out, and names that are no player. */
export async function countAudience(db: Db, brandId: string, kind: MessageKind, audience: MessageAudience) {
  const rows = audienceRows(db, brandId, kind, audience).as('audience');
  const [counted] = await db
    .select({
      matched: sql<number>`count(*)::int`,
      notActive: sql<number>`(count(*) filter (where ${rows.skip} = 'notActive'))::int`,
      blocked: sql<number>`(count(*) filter (where ${rows.skip} = 'blocked'))::int`,
      optedOut: sql<number>`(count(*) filter (where ${rows.skip} = 'optedOut'))::int`,
    })
    .from(rows);
  const skipped: Skipped = { notActive: counted?.notActive ?? 0, blocked: counted?.blocked ?? 0, optedOut: counted?.optedOut ?? 0 };
  const matched = counted?.matched ?? 0;
  return { matched, recipients: matched - skipped.notActive - skipped.blocked - skipped.optedOut, skipped, unknownUsernames: await unknownUsernames(db, brandId, audience) };
}

/** The usernames of a player or list audience that are no player of the brand. */
async function unknownUsernames(db: Db, brandId: string, audience: MessageAudience) {
  const named = namedUsernames(audience);
  if (!named) return [];
  const found = await db
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.backOffice, false), sql`${members.type} <> 4`, inArray(members.username, named)));
  const known = new Set(found.map((r) => r.username));
  return [...new Set(named.filter((u) => !known.has(u)))];
}

/** The texts in exactly the brand's languages: one it lacks is refused, one it does not speak is not kept. */
function textsForBrand(texts: MessageTexts, languages: readonly Language[]) {
  const kept: Record<string, { title: string; body: string }> = {};
  for (const language of languages) {
    const text = texts[language];
    if (!text) throw new AppError('VALIDATION_ERROR', { field: `texts.${language}`, issues: [{ path: `texts.${language}`, message: 'a title and body in every language of the brand' }] });
    kept[language] = text;
  }
  return kept;
}

/**
 * Fixes the recipients of a campaign whose send starts (inside the caller's transaction): the audience's players as
 * they are now, less those left out; the campaign gets its counts and the status sending. Refused when nobody would
 * get the message or a named player does not exist.
 */
async function startSend(tx: Db, campaign: CampaignRow) {
  const audience = campaign.audience as MessageAudience;
  const kind = campaign.kind as MessageKind;
  const counted = await countAudience(tx, campaign.brandId, kind, audience);
  if (counted.unknownUsernames.length) throw new AppError('UNKNOWN_PLAYERS', { usernames: counted.unknownUsernames });
  const result = await tx.execute(sql`
    with fixed as (
      insert into ${messageCampaignRecipients} (campaign_id, member_id)
      select ${campaign.id}, audience.id from (${audienceRows(tx, campaign.brandId, kind, audience)}) audience where audience.skip is null
      on conflict do nothing returning 1
    )
    select count(*)::int as n from fixed`);
  const recipients = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  if (!recipients) throw new AppError('NO_RECIPIENTS', { matched: counted.matched, skipped: counted.skipped });
  const [started] = await tx
    .update(messageCampaigns)
    .set({ status: 'sending', recipients, skipped: counted.skipped, startedAt: new Date() })
    .where(eq(messageCampaigns.id, campaign.id))
    .returning();
  return started!;
}

export interface NewCampaign {
  brandId: string;
  languages: readonly Language[];
  kind: MessageKind;
  texts: MessageTexts;
  audience: MessageAudience;
  draft?: boolean;
  requestId: string;
}

/**
 * Creates a campaign (a draft, or one whose send starts at once), audited in the same transaction. A request id the
 * operator already used creates nothing: the first campaign is answered (duplicate).
 */
export async function createCampaign(db: Db, operator: Operator, input: NewCampaign) {
  const texts = textsForBrand(input.texts, input.languages);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(messageCampaigns)
      .values({ brandId: input.brandId, kind: input.kind, texts, audience: input.audience, status: 'draft', createdBy: operator.actor, requestId: input.requestId })
      .onConflictDoNothing()
      .returning();
    if (!made) {
      const [first] = await tx
        .select()
        .from(messageCampaigns)
        .where(and(eq(messageCampaigns.createdBy, operator.actor), eq(messageCampaigns.requestId, input.requestId)));
      return { campaign: first!, duplicate: true };
    }
    const campaign = input.draft ? made : await startSend(tx, made);
    await recordAudit(tx, operator, {
      brandId: campaign.brandId,
      action: input.draft ? 'message-campaign.draft' : 'message-campaign.send',
      target: `message-campaign:${campaign.id}`,
      detail: { kind: campaign.kind, audience: campaign.audience, title: Object.values(texts)[0]?.title, recipients: campaign.recipients, skipped: campaign.skipped },
    });
    return { campaign, duplicate: false };
  });
}

/** The brand of a campaign; null when there is none. */
export async function campaignBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: messageCampaigns.brandId }).from(messageCampaigns).where(eq(messageCampaigns.id, id));
  return row?.brandId ?? null;
}

/** Changes a campaign under its row lock, audited; `change` answers the new row or null when nothing changes. */
async function changeCampaign(db: Db, operator: Operator, id: number, action: string, change: (tx: Db, row: CampaignRow) => Promise<CampaignRow | null>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(messageCampaigns).where(eq(messageCampaigns.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { id });
    const changed = await change(tx, row);
    if (!changed) return row;
    await recordAudit(tx, operator, {
      brandId: row.brandId,
      action,
      target: `message-campaign:${id}`,
      detail: { before: { status: row.status, delivered: row.delivered }, after: { status: changed.status, delivered: changed.delivered }, recipients: changed.recipients, skipped: changed.skipped },
    });
    return changed;
  });
}

/** Starts the send of a draft; a campaign already sending or sent is answered as it is (a repeated click). */
export function sendDraft(db: Db, operator: Operator, id: number) {
  return changeCampaign(db, operator, id, 'message-campaign.send', async (tx, row) => {
    if (row.status === 'sending' || row.status === 'sent') return null;
    if (row.status !== 'draft') throw new AppError('INVALID_STATE', { status: row.status });
    return startSend(tx, row);
  });
}

/** Stops a campaign: a draft is never sent, a send stops before its next batch (delivered messages stay). */
export function cancelCampaign(db: Db, operator: Operator, id: number) {
  return changeCampaign(db, operator, id, 'message-campaign.cancel', async (tx, row) => {
    if (row.status === 'cancelled') return null;
    if (row.status === 'sent') throw new AppError('INVALID_STATE', { status: row.status });
    const [cancelled] = await tx
      .update(messageCampaigns)
      .set({ status: 'cancelled', finishedAt: new Date(), cancelledBy: operator.actor })
      .where(eq(messageCampaigns.id, id))
      .returning();
    return cancelled!;
  });
}

/** A campaign as the operator calls answer it. */
export function campaignView(c: CampaignRow) {
  return {
    id: c.id,
    brandId: c.brandId,
    kind: c.kind as MessageKind,
    status: c.status as 'draft' | 'sending' | 'sent' | 'cancelled',
    texts: c.texts as MessageTexts,
    audience: c.audience as MessageAudience,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
    startedAt: c.startedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    cancelledBy: c.cancelledBy,
    recipients: c.recipients,
    delivered: c.delivered,
    skipped: c.skipped,
  };
}

/** One page of the campaigns of the brands given, newest first. */
export async function listCampaigns(db: Db, brandIds: string[], query: { status?: string; page: number; pageSize: number }) {
  const where = and(brandIds.length ? inArray(messageCampaigns.brandId, brandIds) : sql`false`, query.status ? eq(messageCampaigns.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messageCampaigns)
      .where(where)
      .orderBy(desc(messageCampaigns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(messageCampaigns).where(where),
  ]);
  return { list: rows.map(campaignView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A campaign with how many of its recipients opened the message. */
export async function campaignDetail(db: Db, id: number) {
  const [row] = await db.select().from(messageCampaigns).where(eq(messageCampaigns.id, id));
  if (!row) throw new AppError('NOT_FOUND', { id });
  const [read] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.campaignId, id), isNotNull(memberMessages.readAt)));
  return { ...campaignView(row), read: read?.n ?? 0 };
}
