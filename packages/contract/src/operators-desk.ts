import { z } from 'zod';
import { contractKindSchema, MAX_CONTRACT_RATE_BP } from './agent-contracts';
import { SUPPORT_MESSAGE_MAX, supportConversationSchema, supportMessageSchema } from './chat';
import { safeText } from './text';

/**
 * Operator calls of the support desk, chat moderation and agent contracts (issue 28): the desk's conversations and
 * replies, a member muted or a chat message deleted, and the agent contracts' settlement run and per-brand settings.
 */

/** a conversation's id (a 32-bit column) */
const conversationId = z.number().int().positive().max(2_147_483_647);
/** a message's id (a 64-bit column: any safe integer) */
const messageId = z.number().int().positive();
const brandId = z.string().max(64);

// ---------------------------------------------------------------------------------------------------------------
// The support desk
// ---------------------------------------------------------------------------------------------------------------

export const deskConversationsQuerySchema = z.object({ brandId: brandId.optional(), status: z.enum(['open', 'closed']).default('open') });
const deskMemberSchema = z.object({ username: z.string(), nickname: z.string(), rankLevel: z.number().int() });
/** a conversation as the desk lists it: whose, of which brand, the last message, and whether the member waits */
export const deskConversationSchema = supportConversationSchema.extend({
  brandId: z.string(),
  member: deskMemberSchema,
  lastMessage: z.object({ author: z.enum(['member', 'operator']), text: z.string(), sentAt: z.number().int() }).nullable(),
  /** the member wrote last */
  waiting: z.boolean(),
});
/** newest activity first, at most 200 */
export const deskConversationsValueSchema = z.object({ list: z.array(deskConversationSchema) });

export const deskConversationQuerySchema = z.object({ conversationId: z.coerce.number().int().positive().max(2_147_483_647) });
/** a message as the desk reads it: with the operator's name on replies (the member never sees it) */
export const deskMessageSchema = supportMessageSchema.extend({ operatorName: z.string().nullable() });
export const deskThreadValueSchema = z.object({
  conversation: supportConversationSchema.extend({ brandId: z.string(), member: deskMemberSchema.nullable() }),
  /** oldest first */
  list: z.array(deskMessageSchema),
});

/** text, an image (png or jpg, as base64 or a data: URL), or both */
export const deskReplyBodySchema = z
  .object({ conversationId, text: safeText(SUPPORT_MESSAGE_MAX, { trim: true }), image: z.string().max(8 * 1024 * 1024).optional() })
  .refine((b) => b.text.length > 0 || Boolean(b.image), { message: 'input_cannot_be_empty', path: ['text'] });
export const deskCloseBodySchema = z.object({ conversationId });

export const deskAttachmentQuerySchema = z.object({ messageId: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------------------------------
// Chat moderation
// ---------------------------------------------------------------------------------------------------------------

/** mute a member for some minutes; 0 lifts the mute */
export const muteChatBodySchema = z.object({ brandId, username: z.string().trim().min(1).max(64), minutes: z.number().int().min(0).max(60 * 24 * 365) });
export const muteChatValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** ms since the epoch; null: the member may talk */
  mutedUntil: z.number().int().nullable(),
});
export const deleteChatMessageBodySchema = z.object({ messageId });
export const deletedChatMessageValueSchema = z.object({ id: z.number().int(), brandId: z.string(), roomId: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Agent contracts: the settlement run and the per-brand settings
// ---------------------------------------------------------------------------------------------------------------

/** the CLI's --period values (the server maps each to its settlement streams) */
export const settlementPeriodChoices = ['real-time', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly', 'all'] as const;
export const settleContractsBodySchema = z
  .object({
    period: z.enum(settlementPeriodChoices),
    /** settle as of this time (ISO or ms); default now; never in the future (it would move the cursors past unplayed periods) */
    at: z.union([z.string().max(40), z.number().int()]).optional(),
  })
  .strict();
export const settlementStreamResultSchema = z.object({
  stream: z.string(),
  periods: z.number().int(),
  /** contracts in force for a whole period, summed over the periods */
  contracts: z.number().int(),
  /** settlement rows written */
  recorded: z.number().int(),
  paid: z.number().int(),
  paidMinor: z.number().int(),
  unpaid: z.number().int(),
});
export const settleContractsValueSchema = z.object({
  at: z.string(),
  /** operators' amendments that took effect: their successors opened (issue 29) */
  amended: z.number().int(),
  /** accepted contracts past their end date, now finished */
  finished: z.number().int(),
  streams: z.array(settlementStreamResultSchema),
  /** unpaid settlements tried again, and how many are now paid */
  retried: z.object({ tried: z.number().int(), paid: z.number().int() }),
});

const maxRate = z.number().int().min(1).max(MAX_CONTRACT_RATE_BP);
const rateBp = z.number().int();
const maxRatesSchema = z.object({ dividend: rateBp, daily_salary: rateBp, hourly_salary: rateBp, real_time_salary: rateBp });
export const contractPayerSchema = z.enum(['house', 'upline']);
/** a brand's payer of salaries and dividends, and the most the house pays per bet for each contract kind */
export const brandContractSettingsSchema = z.object({ brandId: z.string(), payer: contractPayerSchema, maxRateBp: maxRatesSchema });
export const contractSettingsValueSchema = z.object({ list: z.array(brandContractSettingsSchema) });
/** the payer, the maximum rate of one or more kinds, or both; each change is audited on its own */
export const setContractSettingsBodySchema = z
  .object({
    brandId,
    payer: contractPayerSchema.optional(),
    maxRateBp: z.object({ dividend: maxRate, daily_salary: maxRate, hourly_salary: maxRate, real_time_salary: maxRate }).partial().strict().optional(),
  })
  .strict()
  .refine((b) => b.payer !== undefined || Object.keys(b.maxRateBp ?? {}).length > 0, { message: 'payer or maxRateBp', path: ['payer'] });
export const setContractSettingsValueSchema = brandContractSettingsSchema.extend({
  /** accepted contracts above a lowered maximum: paid at the maximum from the next period settled */
  capped: z.array(z.object({ kind: contractKindSchema, id: z.number().int(), downline: z.string(), rateBp: z.number().int() })),
});
