import { z } from 'zod';
import { bannerSchema, brandSecuritySchema, languageSchema, localizedTextSchema, SUPPORT_TOPIC_CODES, timeZoneSchema } from './brand';

/**
 * Operator calls of a brand's money settings (issue 29): the wallet and withdrawal limits and the deposit channels
 * with their limits, changed in the back office instead of the seed. Amounts are minor units of the brand's currency.
 */
const brandId = z.string().max(64);
const minor = z.number().int().min(0).max(1_000_000_000_000);

export const walletLimitsSchema = z.object({
  withdrawMinMinor: minor,
  withdrawMaxMinor: minor,
  /** withdrawals a player may request per day */
  withdrawDailyCount: z.number().int().min(1).max(100),
  /** valid bets since the last deposit must reach this share of it before a withdrawal (100 = 1x) */
  turnoverPercent: z.number().int().min(0).max(10_000),
  /** a paid-out withdrawal counts as received after this many minutes without the player's answer */
  autoReceiveMinutes: z.number().int().min(5).max(60 * 24 * 30),
  maxBankCards: z.number().int().min(1).max(20),
  /** an unpaid deposit order expires after this many minutes */
  depositExpiryMinutes: z.number().int().min(5).max(60 * 24),
  /** withdrawals of at least this much need a second operator's approval (null: never) */
  fourEyesThresholdMinor: minor.nullable(),
});
export type WalletLimits = z.infer<typeof walletLimitsSchema>;

export const depositChannelSettingsSchema = z.object({
  code: z.string(),
  /** BANK, EWALLET, CRYPTO */
  type: z.string(),
  name: z.string(),
  /** the payment provider that takes its payments */
  provider: z.string(),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const moneySettingsQuerySchema = z.object({ brandId });
export const moneySettingsValueSchema = z.object({ brandId: z.string(), limits: walletLimitsSchema, channels: z.array(depositChannelSettingsSchema) });

export const setWalletLimitsBodySchema = z
  .object({ brandId, limits: walletLimitsSchema })
  .strict()
  .refine((b) => b.limits.withdrawMinMinor <= b.limits.withdrawMaxMinor, { message: 'the smallest withdrawal is not above the largest', path: ['limits', 'withdrawMaxMinor'] });

export const setDepositChannelBodySchema = z
  .object({
    brandId,
    code: z.string().trim().min(1).max(64),
    name: z.string().trim().min(1).max(64),
    minMinor: minor.min(1),
    maxMinor: minor.min(1),
    sort: z.number().int().min(0).max(100_000),
    enabled: z.boolean(),
  })
  .strict()
  .refine((b) => b.minMinor <= b.maxMinor, { message: 'the smallest deposit is not above the largest', path: ['maxMinor'] });

// --- the brand file's settings an operator changes (merged over the file, checked with its schema) ---
export const brandTextsSchema = z.object({
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema).min(1),
  /** how amounts are shown (₱, $, RM) */
  currencySymbol: z.string().trim().min(1).max(8),
  /** the brand's clock (an IANA zone): when its days, weeks and months begin */
  timeZone: timeZoneSchema,
  /** what search engines show under the site's name */
  description: z.partialRecord(languageSchema, z.string().max(300)),
  footer: z.object({ about: localizedTextSchema, responsibility: localizedTextSchema, company: z.string().max(200), licence: localizedTextSchema }),
  /** the support desk's topics members pick from, in order, each once */
  supportTopics: z
    .array(z.enum(SUPPORT_TOPIC_CODES))
    .min(1)
    .refine((topics) => new Set(topics).size === topics.length, { message: 'each topic once' }),
});
export type BrandTexts = z.infer<typeof brandTextsSchema>;
export const brandTextsValueSchema = z.object({
  brandId: z.string(),
  /** what players get now */
  effective: brandTextsSchema,
  /** the brand file's */
  file: brandTextsSchema,
  /** null: the file's apply */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
/** the whole set (null: back to the brand file's); the default language must be one of the languages */
export const setBrandTextsBodySchema = z
  .object({ brandId, texts: brandTextsSchema.nullable() })
  .strict()
  .refine((b) => b.texts === null || b.texts.languages.includes(b.texts.defaultLanguage), { message: 'the default language is one of the languages', path: ['texts', 'defaultLanguage'] });

// --- the brand's banners per page (issue 29): merged over the brand file like the texts ---

/** A slide's picture: one uploaded in the back office (operatorUploadPromotionImage) or the brand's own art. */
const bannerImagePath = z
  .string()
  .trim()
  .regex(/^\/media\/(uploads\/[a-f0-9]{16,64}\.webp|banner\/[a-z0-9-]+\/[A-Za-z0-9_.-]+\.(svg|webp|png|jpe?g))$/, 'an uploaded picture or the brand’s banner art');
export const brandBannerSchema = bannerSchema
  .extend({
    url: bannerImagePath,
    title: z.string().trim().min(1).max(120),
    linkage: z.string().trim().max(300).nullable(),
    promotionCode: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.linkageType === null && b.linkage) ctx.addIssue({ code: 'custom', path: ['linkage'], message: 'a slide without a link has no address' });
    if (b.linkageType === 'ROUTE' && !/^\/(?!\/)\S*$/.test(b.linkage ?? '')) ctx.addIssue({ code: 'custom', path: ['linkage'], message: 'a page of the site: starts with /' });
    if (b.linkageType === 'URL' && !/^https:\/\/\S+$/.test(b.linkage ?? '')) ctx.addIssue({ code: 'custom', path: ['linkage'], message: 'an outside page: https://…' });
  });
export const brandBannersValueSchema = z.object({
  brandId: z.string(),
  /** what players get now, every page's slides in order */
  effective: z.array(bannerSchema),
  /** the brand file's */
  file: z.array(bannerSchema),
  /** null: the file's apply */
  updatedBy: z.string().nullable(),
});
/** every slide of every page, in order (null: back to the brand file's); a slide's id is unique in the brand */
export const setBrandBannersBodySchema = z
  .object({ brandId, banners: z.array(brandBannerSchema).max(60).nullable() })
  .strict()
  .refine((b) => b.banners === null || new Set(b.banners.map((s) => s.bannerId)).size === b.banners.length, { message: 'each slide has its own id', path: ['banners'] });

// --- the brand's account security (issue 31): merged over the brand file like the texts ---
export const brandSecurityValueSchema = z.object({
  brandId: z.string(),
  /** what applies now */
  effective: brandSecuritySchema,
  /** the brand file's (absent there: nothing required) */
  file: brandSecuritySchema,
  /** null: the file's apply */
  updatedBy: z.string().nullable(),
});
/** the whole set (null: back to the brand file's) */
export const setBrandSecurityBodySchema = z.object({ brandId, security: brandSecuritySchema.nullable() }).strict();
