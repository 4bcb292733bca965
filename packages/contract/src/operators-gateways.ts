import { z } from 'zod';

/**
 * Operator shapes of a brand's payment gateway keys (issue 32): where the keys in use come from (the back office's,
 * stored sealed, or the server environment's), the last 4 characters of the secret key and the webhook to register at
 * the gateway. A secret is only ever sent in, never answered.
 */
const brandId = z.string().max(64);

/** the gateways whose keys the back office keeps */
export const gatewayProviders = ['paymongo'] as const;
export const gatewayProviderSchema = z.enum(gatewayProviders);

/** PayMongo's key shapes (its dashboard's Developers page; a webhook's secret comes with the webhook) */
export const PAYMONGO_SECRET_KEY_PATTERN = /^sk_(live|test)_[A-Za-z0-9_-]{8,128}$/;
export const PAYMONGO_PUBLIC_KEY_PATTERN = /^pk_(live|test)_[A-Za-z0-9_-]{8,128}$/;
export const PAYMONGO_WEBHOOK_SECRET_PATTERN = /^whsk_[A-Za-z0-9_-]{8,128}$/;

export const paymentGatewaysQuerySchema = z.object({ brandId });

export const paymentGatewaySchema = z.object({
  provider: gatewayProviderSchema,
  /** the gateway's own name (PayMongo) */
  name: z.string(),
  /** where the keys in use come from; null: none, the gateway's channels are not offered to this brand's players */
  configured: z.enum(['backoffice', 'environment']).nullable(),
  /** the keys in use are the gateway's live or test keys (from the key's prefix) */
  mode: z.enum(['live', 'test']).nullable(),
  /** the last 4 characters of the secret key in use */
  secretKeyLast4: z.string().nullable(),
  /** the back office's keys are stored and switched on (off: the environment's serve, if any) */
  enabled: z.boolean(),
  /** keys are stored but this server cannot open them (PAYMENT_SECRETS_KEY unset or another one): the gateway does not serve the brand */
  unreadable: z.boolean(),
  /** who stored the back office's keys, and when (ISO); null: none stored */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** the URL to register as the gateway's webhook, on the brand's first host */
  webhookUrl: z.string(),
  /** the events to subscribe the webhook to */
  webhookEvents: z.array(z.string()),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

export const paymentGatewaysValueSchema = z.object({
  brandId: z.string(),
  /** the server can store keys (PAYMENT_SECRETS_KEY is set) */
  canStore: z.boolean(),
  list: z.array(paymentGatewaySchema),
});

/** Stores a brand's PayMongo keys (sealed), replacing any stored before; enabled false keeps them but lets the environment's serve. */
export const setPaymentGatewayBodySchema = z
  .object({
    brandId,
    provider: z.literal('paymongo'),
    secretKey: z.string().trim().regex(PAYMONGO_SECRET_KEY_PATTERN, 'paymongo_secret_key'),
    webhookSecret: z.string().trim().regex(PAYMONGO_WEBHOOK_SECRET_PATTERN, 'paymongo_webhook_secret'),
    publicKey: z.string().trim().regex(PAYMONGO_PUBLIC_KEY_PATTERN, 'paymongo_public_key').nullable().optional(),
    enabled: z.boolean(),
  })
  .strict()
  // a live secret key with a test public key (or the reverse) is two accounts' keys mixed up
  .refine((body) => !body.publicKey || body.publicKey.split('_')[1] === body.secretKey.split('_')[1], { path: ['publicKey'], message: 'paymongo_key_modes_differ' });
