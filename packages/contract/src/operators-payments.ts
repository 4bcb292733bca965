import { z } from 'zod';

/**
 * Operator shapes of money in and out without the sandbox (issue 32): the brand's receiving accounts (manual transfer
 * channels a player pays into and finance confirms) and how its withdrawals are paid out. Minor units of the brand's
 * currency.
 */
const brandId = z.string().max(64);
const minor = z.number().int().min(1).max(1_000_000_000_000);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_hhmm');

export const brandQuerySchema = z.object({ brandId });

export const transferChannelSchema = z.object({
  code: z.string(),
  /** BANK or EWALLET */
  type: z.enum(['BANK', 'EWALLET']),
  /** what players see on the deposit page ("BDO bank transfer") */
  name: z.string(),
  /** the bank or e-wallet (BDO, GCash, Maya) */
  institution: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** the account's QR picture (a path on the player site), or null */
  qrImage: z.string().nullable(),
  instructions: z.string().nullable(),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  /** opening hours in the brand's business time zone; both null: always open */
  openFrom: z.string().nullable(),
  openUntil: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type TransferChannel = z.infer<typeof transferChannelSchema>;
export const transferChannelsValueSchema = z.object({
  brandId: z.string(),
  list: z.array(transferChannelSchema),
  /** how long an order waits for the transfer and its receipt before it expires */
  transferWindowMinutes: z.number().int(),
});

/**
 * Adds a receiving account (a code the brand has not used) or changes one. qrImage: a new picture as a data: URL
 * (png, jpg or webp, checked by content, stored without its metadata), the path it already has to keep it, or null.
 */
export const saveTransferChannelBodySchema = z
  .object({
    brandId,
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,32}$/, 'channel_code'),
    type: z.enum(['BANK', 'EWALLET']),
    name: z.string().trim().min(2).max(64),
    institution: z.string().trim().min(2).max(64),
    accountName: z.string().trim().min(2).max(100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z -]{4,40}$/, 'account_number'),
    qrImage: z.string().max(4_000_000).nullable(),
    instructions: z.string().trim().max(500).nullable(),
    minMinor: minor,
    maxMinor: minor,
    openFrom: clock.nullable(),
    openUntil: clock.nullable(),
    sort: z.number().int().min(0).max(100_000),
    enabled: z.boolean(),
    /** the brand's window for every manual transfer (minutes) */
    transferWindowMinutes: z
      .number()
      .int()
      .min(10)
      .max(60 * 24 * 3)
      .optional(),
  })
  .strict()
  .refine((b) => b.minMinor <= b.maxMinor, { message: 'the smallest deposit is not above the largest', path: ['maxMinor'] })
  .refine((b) => (b.openFrom === null) === (b.openUntil === null), { message: 'both opening times or neither', path: ['openUntil'] });

/** How approved withdrawals are paid: by hand ('manual': finance transfers and records it) or by a provider's payouts. */
export const payoutSettingsValueSchema = z.object({
  brandId: z.string(),
  payoutMethod: z.string(),
  /** 'manual' and every configured provider that can pay out for this brand */
  available: z.array(z.string()),
});
export const setPayoutMethodBodySchema = z.object({ brandId, payoutMethod: z.string().trim().min(2).max(32) }).strict();
