import { resolve } from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  BRANDS_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Operator switches that override every brand: 'all' or a comma list of brand ids. */
  MAINTENANCE: z.string().default(''),
  MAINTENANCE_END: z.coerce.number().int().optional(),
  REGION_BLOCK_COUNTRIES: z.string().default(''),
  REGION_BLOCK_IPS: z.string().default(''),
  /** Sandbox SMS/email providers keep messages in the outbox and GET /dev/outbox shows them (the demo has no real gateway). */
  SANDBOX_OUTBOX: z
    .enum(['0', '1', 'true', 'false', 'on', 'off'])
    .default('1')
    .transform((v) => v === '1' || v === 'true' || v === 'on'),
  /**
   * The sandbox payment provider and its pay page (/sandbox/pay/...), where anyone holding an order number can mark
   * it paid: on for the demo; off (0) wherever real providers take the money, and then only their channels are offered.
   */
  SANDBOX_PAYMENTS: z
    .enum(['0', '1', 'true', 'false', 'on', 'off'])
    .default('1')
    .transform((v) => v === '1' || v === 'true' || v === 'on'),
  /** SMS sends allowed per number and per client IP in 15 minutes before the 5-minute wait. */
  SMS_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).default(5),
  SMS_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Leading zero bits of the human-verification proof of work (about 2^n hashes in the browser). */
  POW_DIFFICULTY: z.coerce.number().int().min(1).max(30).default(15),
  /** HMAC-SHA256 key of the sandbox game vendor's seamless-wallet callbacks (games issue; a real vendor gets its own). */
  SANDBOX_VENDOR_SECRET: z.string().min(16).default('sandbox-vendor-secret-0123456789'),
});
export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/** The repository root: brands/ and apps/web/dist are found from here whether we run from src or dist. */
export const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../../..');
