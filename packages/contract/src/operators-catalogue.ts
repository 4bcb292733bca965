import { z } from 'zod';
import { gameClassifySchema } from './games';
import { gameTypeSchema } from './system';

/**
 * Operator calls of the game catalogue per brand (issue 29): providers and games switched on or off for one brand,
 * their lobby order, a provider's maintenance window, and a game's hot and new flags, picture, minimum bet shown
 * and RTP. A null override keeps the global catalogue's value. The player's lobby reads them within seconds.
 */
const brandId = z.string().min(1).max(64);
const code = z.string().min(1).max(64);
const sort = z.number().int().min(-1_000_000).max(10_000_000);
/** a picture on this server: an uploaded one (operatorUploadGameImage) */
const imagePath = z.string().regex(/^\/[A-Za-z0-9/_.-]{1,300}$/, 'a path on this server');

export const catalogueBrandQuerySchema = z.object({ brandId });

export const maintenanceWindowSchema = z
  .object({ from: z.number().int().positive(), until: z.number().int().positive() })
  .refine((w) => w.until > w.from, { message: 'the end comes after the start', path: ['until'] });
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

export const catalogueProviderSchema = z.object({
  vendorId: z.number().int(),
  code: z.string(),
  name: z.string(),
  gameType: gameTypeSchema,
  gameCount: z.number().int(),
  /** switched on globally (the platform's switch) */
  globallyEnabled: z.boolean(),
  /** switched on for this brand */
  enabled: z.boolean(),
  /** the brand's lobby position (null: the global one, globalSort) */
  sort: z.number().int().nullable(),
  globalSort: z.number().int(),
  /** under maintenance everywhere (the vendor's own flag) */
  maintenance: z.boolean(),
  /** the brand's maintenance window (epoch ms), past, open or ahead */
  window: z.object({ from: z.number().int(), until: z.number().int() }).nullable(),
  /** the window is open now: the brand's lobby shows the provider under maintenance */
  inWindow: z.boolean(),
  note: z.string().nullable(),
});
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;
export const catalogueProvidersValueSchema = z.object({ list: z.array(catalogueProviderSchema) });

export const updateCatalogueProviderBodySchema = z
  .object({
    brandId,
    code,
    enabled: z.boolean().optional(),
    sort: sort.nullable().optional(),
    /** null ends the window */
    window: maintenanceWindowSchema.nullable().optional(),
    note: z.string().max(500).nullable().optional(),
  })
  .strict();

export const catalogueGamesQuerySchema = z.object({
  brandId,
  vassalage: code.optional(),
  gameType: gameTypeSchema.optional(),
  enabled: z.enum(['true', 'false']).optional(),
  hot: z.enum(['true', 'false']).optional(),
  new: z.enum(['true', 'false']).optional(),
  keyword: z.string().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CatalogueGamesQuery = z.infer<typeof catalogueGamesQuerySchema>;

export const catalogueGameSchema = z.object({
  gameId: z.number().int(),
  name: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  gameClassify: z.string(),
  /** the brand's value: its override, else the global one */
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int(),
  imageUrl: z.string(),
  minBetMinor: z.number().int(),
  rtpBp: z.number().int().nullable(),
  /** which fields the brand overrides */
  overridden: z.array(z.enum(['enabled', 'isHot', 'isNew', 'sort', 'imageUrl', 'minBetMinor', 'rtpBp', 'gameClassify'])),
});
export type CatalogueGame = z.infer<typeof catalogueGameSchema>;
export const catalogueGamesValueSchema = z.object({ list: z.array(catalogueGameSchema), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

/** A game's overrides: a value sets it for the brand, null goes back to the global value, absent leaves it. */
export const updateCatalogueGameBodySchema = z
  .object({
    brandId,
    gameId: z.number().int().positive(),
    enabled: z.boolean().optional(),
    isHot: z.boolean().nullable().optional(),
    isNew: z.boolean().nullable().optional(),
    sort: sort.nullable().optional(),
    imageUrl: imagePath.nullable().optional(),
    minBetMinor: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    rtpBp: z.number().int().min(0).max(10_000).nullable().optional(),
    /** the game's category in the brand's lobby (its classification filter): capitals and _, e.g. JACKPOT */
    gameClassify: gameClassifySchema.nullable().optional(),
  })
  .strict();
export type UpdateCatalogueGame = z.infer<typeof updateCatalogueGameBodySchema>;
