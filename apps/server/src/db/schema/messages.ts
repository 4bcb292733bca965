import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * Operators' platform messages to one player, a list or a segment of a brand (issue 29, migration 0038). A campaign
 * fixes its recipients when its send starts (message_campaign_recipients); the message sender (modules/inbox/
 * campaign-sender.ts) then writes their member_messages in batches, each batch marking its recipients delivered in the
 * same transaction, and member_messages' unique (campaign_id, member_id) keeps a second message out whatever happens.
 */
export const messageCampaigns = pgTable(
  'message_campaigns',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** service or marketing (marketing skips opted-out, blocked and inactive players) */
    kind: text('kind').notNull(),
    /** the title and body per language of the brand: { EN: { title, body }, TY: ... } (contract messageTextsSchema) */
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull(),
    /** one player, a list of usernames or a segment (contract messageAudienceSchema) */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    /** draft, sending, sent, cancelled */
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    /** the operator's request id: one campaign per (created_by, request_id) */
    requestId: text('request_id').notNull(),
    /** the recipients fixed at the send's start, and how many have their message */
    recipients: integer('recipients').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    /** players of the audience left out at the start, per reason: { notActive, blocked, optedOut } */
    skipped: jsonb('skipped').$type<{ notActive: number; blocked: number; optedOut: number }>().notNull().default({ notActive: 0, blocked: 0, optedOut: 0 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [
    uniqueIndex('message_campaigns_request_idx').on(t.createdBy, t.requestId),
    index('message_campaigns_brand_idx').on(t.brandId, t.id),
    index('message_campaigns_sending_idx').on(t.id).where(sql`${t.status} = 'sending'`),
    check('message_campaigns_kind_check', sql`${t.kind} in ('service', 'marketing')`),
    check('message_campaigns_status_check', sql`${t.status} in ('draft', 'sending', 'sent', 'cancelled')`),
  ],
);

/** A campaign's recipients, fixed when its send starts; delivered_at once their message is written. */
export const messageCampaignRecipients = pgTable(
  'message_campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => messageCampaigns.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.memberId] }), index('message_campaign_recipients_waiting_idx').on(t.campaignId, t.memberId).where(sql`${t.deliveredAt} is null`)],
);
