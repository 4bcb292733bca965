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
