import { z } from 'zod';
import {
  bannerGroupSchema,
  bannerSchema,
  customerServiceSchema,
  footerSchema,
  languageSchema,
  registerSettingsSchema,
  resourceSchema,
  siteSettingNodeSchema,
  themeColorsSchema,
  whitelabelSchema,
} from './brand';
import type { ZoneOffsetSpan } from './zoned-time';

export const systemStatusCodes = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

export const locationSchema = z.object({ ip: z.string(), country: z.string() });

export const statusValueSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** ms timestamp the maintenance is planned to end, when known */
  maintenanceEndTime: z.number().nullable(),
  location: locationSchema,
  serverTime: z.number(),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

/** The brand's look and copy the shell needs before anything else. */
export const brandPublicSchema = z.object({
  id: z.string(),
  name: z.string(),
  merchantCode: z.string(),
  logo: z.string(),
  currencySymbol: z.string(),
  /** the ISO 4217 code and its decimal places in use: amounts in the calls' *Minor fields count in them */
  currency: z.string(),
  currencyDigits: z.number().int().min(0).max(4),
  /** the IANA zone the brand counts its days in; the site names a draw's time on this clock */
  timeZone: z.string(),
  /**
   * the zone's offset from UTC now (minutes) and the span it holds for (epoch ms; null: no change within a year), so
   * the site writes a time on the brand's clock without the browser's time zone data (zoned-time.ts, zoneOffsetSpan)
   */
  zoneOffset: z.object({ minutes: z.number().int(), from: z.number().nullable(), until: z.number().nullable() }) satisfies z.ZodType<ZoneOffsetSpan>,
  defaultCountry: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  themes: z.object({ light: themeColorsSchema, dark: themeColorsSchema }),
  loginedToHomePage: z.boolean(),
  footer: footerSchema,
});
export type BrandPublic = z.infer<typeof brandPublicSchema>;

export const permissionQuerySchema = z.object({ url: z.string().max(255).optional() });
export const permissionValueSchema = z.object({
  info: z.object({
    brand: brandPublicSchema,
    whitelabel: whitelabelSchema,
    register: registerSettingsSchema,
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

export const siteSettingsValueSchema = z.array(siteSettingNodeSchema);

export const routersValueSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
});
export const domainRouteValueSchema = z.object({ valid: z.boolean(), domain: z.string() });

export const bannersQuerySchema = z.object({ groupName: bannerGroupSchema.optional() });
export const bannersValueSchema = z.array(bannerSchema);

export const languageQuerySchema = z.object({ language: languageSchema.optional() });

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  timestamp: z.number(),
  popup: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementsQuerySchema = z.object({
  types: z.string().regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/).default('B,PL,PU,PR,H'),
  platform: z.literal('W').default('W'),
  execution: z.string().max(8).default('B'),
  language: languageSchema.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
});
export const announcementsValueSchema = z.object({
  list: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const helpArticleSchema = z.object({
  id: z.number().int(),
  /** stable per brand: a link opens the article with #key */
  key: z.string(),
  category: z.string(),
  title: z.string(),
  /** sanitised HTML */
  content: z.string(),
});
export const helpCenterValueSchema = z.object({
  categories: z.array(z.object({ category: z.string(), title: z.string(), articles: z.array(helpArticleSchema) })),
});

export const gameTypeSchema = z.enum(['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE']);
export type GameType = z.infer<typeof gameTypeSchema>;
export const gameMenusValueSchema = z.array(
  z.object({
    gameType: gameTypeSchema,
    title: z.string(),
    cards: z.array(z.object({ vassalage: z.string(), name: z.string(), isHot: z.boolean(), gameClassify: z.string() })),
  }),
);
export type GameMenus = z.infer<typeof gameMenusValueSchema>;

export const countryCodesValueSchema = z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() }));

/** The bare route's answer (no database): the bench's baseline. */
export const pingValueSchema = z.object({ pong: z.literal(true), serverTime: z.number() });
