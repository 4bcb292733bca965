import { z } from 'zod';
import { packLanguageCodes } from './language-tag';
import { isTimeZone } from './zoned-time';
import { currencyDigits, isCurrencyCode, type MoneyFormat } from './money';

/** A language the platform has packs for (see language-tag.ts): a brand lists any of them. */
export const languageSchema = z.enum(packLanguageCodes);
export type Language = z.infer<typeof languageSchema>;

/** Operator-written text per language, keyed by language code: a brand writes it in its own languages. */
export const localizedTextSchema = z.partialRecord(languageSchema, z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * An operator's text per language, as typed (trimmed, non-empty, at most `max` characters): the server requires one
 * in every language of the brand and keeps no other.
 */
export const localizedInputSchema = (max: number) => z.partialRecord(languageSchema, z.string().trim().min(1).max(max));

/**
 * Text in the language asked for, else the brand's default language, else any language it is written in (a
 * brand's own texts are in its languages; an older text may lack a language added since). Empty when none.
 */
export function textIn(text: Partial<Record<string, string>> | null | undefined, language: string, defaultLanguage?: string): string {
  if (!text) return '';
  return text[language] || (defaultLanguage && text[defaultLanguage]) || Object.values(text).find((value) => !!value) || '';
}


export const featureFlagNames = [
  'COMM3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'CHNGPASSVERIF3',
  'CBS3',
  // the agent centre's four contract entries (ours: the spec says each shows "only when enabled")
  'DIVIDEND3',
  'DAILYSAL3',
  'HOURSAL3',
  'RTSAL3',
] as const;
export type FeatureFlag = (typeof featureFlagNames)[number];
export const whitelabelSchema = z.object(
  Object.fromEntries(featureFlagNames.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
export type Whitelabel = z.infer<typeof whitelabelSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
export const themeColorsSchema = z.object({
  primary: hexColor,
  onPrimary: hexColor,
  accent: hexColor,
  background: hexColor,
  surface: hexColor,
  surfaceRaised: hexColor,
  text: hexColor,
  textMuted: hexColor,
  border: hexColor,
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;
export const themeNameSchema = z.enum(['light', 'dark']);
export type ThemeName = z.infer<typeof themeNameSchema>;

export interface SiteSettingNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: SiteSettingNode[];
}
export const siteSettingNodeSchema: z.ZodType<SiteSettingNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(siteSettingNodeSchema),
  }),
);

export const fieldValidationSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(24),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

export const registerSettingsSchema = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  /** a registration with an email address sends a link that verifies it (issue 31); absent: no link at registration */
  emailVerification: z.boolean().optional(),
  humanVerification: z.boolean(),
  freePlay: z.boolean(),
  passwordExpiryDays: z.number().int().min(0),
  fields: z.record(z.enum(registerFieldNames), fieldValidationSchema),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const resourceTypeSchema = z.enum([
  'TELEGRAM',
  'FACEBOOK',
  'INSTAGRAM',
  'Android',
  'MOBILECONFIG',
  'SpeedTest',
  'USDJUMP',
  'AFFILIATELINK',
]);
export const resourceSchema = z.object({
  resourceType: resourceTypeSchema,
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({ csType: z.enum(['VIP', 'LIVECHAT']), path: z.string() });
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** The support desk's canned topics (their titles come from the text packs: support_topic_<code>); a brand offers some. */
export const SUPPORT_TOPIC_CODES = ['deposit', 'withdrawal', 'account', 'game'] as const;

export const bannerGroupNames = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'down',
  'promotions',
  'shop',
  'help',
  'w_reg',
  'inhouse',
] as const;
export const bannerGroupSchema = z.enum(bannerGroupNames);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  groupName: bannerGroupSchema,
  /** null: not clickable; 'ROUTE': an in-app path; 'URL': an outside page in a new tab. */
  linkageType: z.enum(['ROUTE', 'URL']).nullable(),
  linkage: z.string().nullable(),
  /** the fallback text of the slide */
  title: z.string(),
  /** the slide's headline is generated from this promotion's terms (so the art never promises what the promotion does not pay) */
  promotionCode: z.string().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const footerSchema = z.object({
  about: localizedTextSchema,
  responsibility: localizedTextSchema,
  /** the operator company, a legal name (not translated) */
  company: z.string(),
  /** the licence line: which authority licenses the operator, and the licence number */
  licence: localizedTextSchema,
  paymentMethods: z.array(z.string()),
  gameProviders: z.array(z.string()),
});

const ipRange = z.string().regex(/^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/, 'an IPv4 address or CIDR range');

export const brandStatusConfigSchema = z.object({
  maintenance: z.object({
    enabled: z.boolean(),
    endTime: z.number().int().nullable(),
  }),
  regionRestriction: z.object({
    enabled: z.boolean(),
    blockedCountries: z.array(z.string().length(2)),
    blockedIpRanges: z.array(ipRange),
  }),
});
export type BrandStatusConfig = z.infer<typeof brandStatusConfigSchema>;

/** An IANA time zone name ('Asia/Manila', 'Europe/London'): the brand's days, weeks and months (zoned-time.ts). */
export const timeZoneSchema = z.string().trim().refine(isTimeZone, { message: 'an IANA time zone such as Asia/Manila' });

/** A brand's account security settings (issue 31): agents must enrol an authenticator before the agent centre answers. */
export const brandSecuritySchema = z.object({ agentTwoFactorRequired: z.boolean() }).strict();
export type BrandSecurity = z.infer<typeof brandSecuritySchema>;

/** A brand (white-label) configuration file under brands/. Data only: no code path depends on a brand id. */
export const brandConfigSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  /** what search engines show under the site's name, per language (the page's meta description); absent: built from the name */
  description: z.partialRecord(languageSchema, z.string().max(300)).optional(),
  merchantCode: z.string(),
  hosts: z.array(z.string()),
  /** the address the brand's emails come from (absent: SMTP_FROM, else no-reply@ its first public host) */
  emailFrom: z.string().email().optional(),
  isDefault: z.boolean().default(false),
  logo: z.string(),
  /** the ISO 4217 currency the brand counts in: every amount is an integer in its minor unit (money.ts, currencyDigits) */
  currency: z.string().refine(isCurrencyCode, { message: 'an ISO 4217 code the platform counts in (money.ts)' }),
  /** how amounts are marked on screen (₱, $, ₫): the operator may change it in the back office */
  currencySymbol: z.string().default('$'),
  /** the brand's clock: every day, week and month it counts (missions, VIP, limits, agent and report figures, statements) */
  timeZone: timeZoneSchema.default('UTC'),
  /** the brand's home market (ISO 3166 alpha-2): its dialling code is the forms' default for visitors from elsewhere */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  /** the countries the brand serves (ISO 3166 codes): their dialling codes are the ones its forms offer; absent: the default markets */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1).optional(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema).min(1),
  themes: z.object({ light: themeColorsSchema, dark: themeColorsSchema }),
  flags: whitelabelSchema,
  loginedToHomePage: z.boolean(),
  siteSettings: z.array(siteSettingNodeSchema),
  register: registerSettingsSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  /** the support desk's topics a member picks from, in order (absent: all of them) */
  supportTopics: z.array(z.enum(SUPPORT_TOPIC_CODES)).min(1).optional(),
  banners: z.array(bannerSchema),
  footer: footerSchema,
  /** the jurisdiction pack (packs/<id>.json) whose responsible-gaming rules the brand follows */
  responsibleGamingPack: z.string().regex(/^[a-z0-9-]+$/).default('none'),
  /** account security an operator sets (issue 31); absent: nothing required beyond the defaults */
  security: brandSecuritySchema.optional(),
  status: brandStatusConfigSchema,
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
  gtagId: z.string().nullable(),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
export type BrandConfigInput = z.input<typeof brandConfigSchema>;

/** The decimal places of the brand's currency in use (2 for PHP and USD, 0 for VND): its amounts' minor unit. */
export const brandDigits = (brand: { currency: string }): number => currencyDigits[brand.currency as keyof typeof currencyDigits] ?? 2;

/** How the brand's amounts are written for a reader of `language` (the brand's symbol and decimal places). */
export const moneyFormatOf = (brand: { currency: string; currencySymbol: string }, language?: string): MoneyFormat => ({
  symbol: brand.currencySymbol,
  digits: brandDigits(brand),
  language,
});
