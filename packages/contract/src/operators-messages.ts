import { z } from 'zod';
import { languageSchema } from './brand';

/**
 * Operator calls of platform messages (issue 29): a message campaign of a brand to one player, a list of players or
 * a segment (VIP levels, last login, deposit count), in every language of the brand, counted before it is sent and
 * sent once to each recipient (the player's platform messages). A marketing message skips players who opted out of
 * marketing messages, whose account is not active (suspended, closed) or who are in a responsible-gaming block.
 */
const brandId = z.string().max(64);
const int32 = z.number().int().positive().max(2_147_483_647);
const username = z.string().trim().toLowerCase().min(1).max(64);
const days = z.number().int().min(1).max(3650);
const vipLevel = z.number().int().min(0).max(99);

/** service: about the account or the platform (every recipient); marketing: promotes play (skips opted-out and blocked players) */
export const messageKindSchema = z.enum(['service', 'marketing']);
export const campaignStatusSchema = z.enum(['draft', 'sending', 'sent', 'cancelled']);

/** The players of the brand a segment holds; every condition given must hold. */
export const messageSegmentSchema = z
  .object({
    type: z.literal('segment'),
    /** VIP levels from–to (inclusive); vipTo absent: no upper bound */
    vipFrom: vipLevel.default(0),
    vipTo: vipLevel.optional(),
    /** logged in within the last N days */
    lastLoginWithinDays: days.optional(),
    /** not logged in for N days (never logged in counts) */
    lastLoginBeforeDays: days.optional(),
    /** at least N paid deposits */
    minDeposits: z.number().int().min(1).max(100_000).optional(),
  })
  .strict()
  .refine((s) => s.vipTo === undefined || s.vipFrom <= s.vipTo, { message: 'vipFrom is not above vipTo', path: ['vipTo'] });
export const messageAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('player'), username }).strict(),
  z.object({ type: z.literal('list'), usernames: z.array(username).min(1).max(5000) }).strict(),
  messageSegmentSchema,
]);
export type MessageAudience = z.output<typeof messageAudienceSchema>;

/** A message's title and body in one language: plain text (the inbox shows it as written, line breaks kept). */
export const messageTextSchema = z.object({ title: z.string().trim().min(1).max(120), body: z.string().trim().min(1).max(4000) }).strict();
/** The message in each language of the brand (every one of the brand's languages is required; others are refused). */
export const messageTextsSchema = z
  .partialRecord(languageSchema, messageTextSchema)
  .refine((t) => Object.keys(t).length > 0, { message: 'a title and body in at least one language' });
export type MessageTexts = z.output<typeof messageTextsSchema>;

// --- how many the audience holds, before sending ---
export const previewMessageAudienceBodySchema = z.object({ brandId, kind: messageKindSchema, audience: messageAudienceSchema }).strict();
/** the players the audience holds who would not get the message, by the first reason that applies */
export const skippedRecipientsSchema = z.object({
  /** suspended or closed accounts (marketing) */
  notActive: z.number().int(),
  /** a time-out or self-exclusion is running (marketing) */
  blocked: z.number().int(),
  /** opted out of marketing messages (marketing) */
  optedOut: z.number().int(),
});
export const messageAudienceCountSchema = z.object({
  /** the players the audience holds */
  matched: z.number().int(),
  /** those who get the message */
  recipients: z.number().int(),
  skipped: skippedRecipientsSchema,
  /** usernames of a player or list audience that are no player of the brand (a send is refused while there are any) */
  unknownUsernames: z.array(z.string()),
});

// --- a campaign ---
export const createMessageCampaignBodySchema = z
  .object({
    brandId,
    kind: messageKindSchema,
    texts: messageTextsSchema,
    audience: messageAudienceSchema,
    /** true: kept as a draft, sent later with operatorSendMessageCampaign */
    draft: z.boolean().optional(),
    /** one campaign per id and operator: a repeated submit sends nothing twice */
    requestId: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export const messageCampaignIdBodySchema = z.object({ id: int32 }).strict();
export const messageCampaignQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const messageCampaignsQuerySchema = z.object({
  brandId: brandId.optional(),
  status: campaignStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const messageCampaignSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  kind: messageKindSchema,
  status: campaignStatusSchema,
  texts: messageTextsSchema,
  audience: messageAudienceSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  /** when the send started (null: a draft) and ended (sent or cancelled) */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  /** the recipients fixed when the send started, and how many have the message now */
  recipients: z.number().int(),
  delivered: z.number().int(),
  skipped: skippedRecipientsSchema,
});
export type MessageCampaign = z.infer<typeof messageCampaignSchema>;
export const messageCampaignsValueSchema = z.object({ list: z.array(messageCampaignSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const createdMessageCampaignSchema = messageCampaignSchema.extend({
  /** the request id was already used: this is the first submit's campaign */
  duplicate: z.boolean(),
});
export const messageCampaignDetailSchema = messageCampaignSchema.extend({
  /** recipients who opened the message */
  read: z.number().int(),
});

/**
 * Emails sent through the mail server (issue 31): each with its state (pending: to be tried again at nextAttemptAt;
 * sent; failed: given up, or refused for good (a bounce); suppressed: not sent to an address that bounced before)
 * and the mail server's last answer.
 */
export const EMAIL_DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'suppressed'] as const;
export const emailDeliveriesQuerySchema = z.object({
  brandId: z.string().min(1).max(64).optional(),
  status: z.enum(EMAIL_DELIVERY_STATUSES).optional(),
  to: z.string().trim().min(3).max(254).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type EmailDeliveriesQuery = z.infer<typeof emailDeliveriesQuerySchema>;
export const emailDeliverySchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export const emailDeliveriesValueSchema = z.object({ list: z.array(emailDeliverySchema), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type EmailDeliveriesValue = z.infer<typeof emailDeliveriesValueSchema>;

/**
 * What a mail service reports after it took an email (POST /wps/email/bounces, bearer EMAIL_WEBHOOK_TOKEN): a
 * delivery status notification turned into JSON by the operator's mail service or relay. A hard bounce or a
 * complaint suppresses the address (docs/email.md).
 */
export const emailBounceReportSchema = z.object({
  events: z
    .array(z.object({ address: z.string().trim().toLowerCase().email().max(254), type: z.enum(['bounce', 'complaint']), reason: z.string().max(500).optional() }).strict())
    .min(1)
    .max(100),
});
