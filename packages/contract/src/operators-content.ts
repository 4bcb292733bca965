import { z } from 'zod';
import { localizedInputSchema, localizedTextSchema } from './brand';

/**
 * Operator calls of the brand's announcements and popups (issue 29): written in each language of the brand, scheduled (from a moment,
 * until an optional end) and shown to an audience: everyone, visitors (signed out), signed-in members, or members of
 * some VIP levels. The player's announcement list and the arrival popup show only what is live for the viewer.
 */
const brandId = z.string().max(64);
const vipLevel = z.number().int().min(0).max(99);
/** epoch milliseconds or an ISO date */
const time = z.union([z.number().int().positive(), z.string().trim().min(10).max(40)]).transform((value, ctx) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'a date: epoch milliseconds or ISO 8601' });
    return z.NEVER;
  }
  return date;
});

/** The spec's announcement types: B banner, PL player, PU popup, PR promotion, H help. */
export const announcementTypeSchema = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export const announcementAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }).strict(),
  z.object({ type: z.literal('visitors') }).strict(),
  z.object({ type: z.literal('members') }).strict(),
  z
    .object({ type: z.literal('vip'), vipFrom: vipLevel, vipTo: vipLevel.optional() })
    .strict()
    .refine((a) => a.vipTo === undefined || a.vipFrom <= a.vipTo, { message: 'vipFrom is not above vipTo', path: ['vipTo'] }),
]);
export type AnnouncementAudience = z.output<typeof announcementAudienceSchema>;

/** live: shown now; scheduled: from a later moment; ended: past its end; removed: taken down by an operator */
export const announcementStateSchema = z.enum(['live', 'scheduled', 'ended', 'removed']);

export const announcementsQuerySchema = z.object({
  brandId: brandId.optional(),
  state: announcementStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const operatorAnnouncementSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  type: announcementTypeSchema,
  title: localizedTextSchema,
  content: localizedTextSchema,
  popup: z.boolean(),
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
  audience: announcementAudienceSchema,
  createdBy: z.string().nullable(),
  state: announcementStateSchema,
});
export const announcementsValueSchema = z.object({ list: z.array(operatorAnnouncementSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A new announcement (no id) or a change of one (its id): the whole announcement either way. */
export const saveAnnouncementBodySchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    brandId,
    type: announcementTypeSchema,
    /** plain text: the player site shows it as written */
    title: localizedInputSchema(120),
    content: localizedInputSchema(2000),
    /** also shown as a popup on arrival */
    popup: z.boolean(),
    /** from when it shows; absent: now */
    publishedAt: time.optional(),
    /** until when; null or absent: until removed */
    endsAt: time.nullable().optional(),
    audience: announcementAudienceSchema,
  })
  .strict()
  .refine((a) => !a.endsAt || a.endsAt > (a.publishedAt ?? new Date()), { message: 'the end is after the start', path: ['endsAt'] });
export const removeAnnouncementBodySchema = z.object({ id: z.number().int().positive().max(2_147_483_647) }).strict();
