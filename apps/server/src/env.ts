import { resolve } from 'node:path';
import { z } from 'zod';
import { secretsKeyBytes } from './lib/secret-box';

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((v) => v === '1' || v === 'true' || v === 'on');

/** What the player site's pages carry of their first screen (FIRST_SCREENS). */
export type FirstScreensMode = 'off' | 'data' | 'render';

/** The only place that reads process.env. */
const envSchema = z.object({
  /** production: refuses to start with demo mode, test aids or a published secret */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  /**
   * Demo mode: the sandbox payment provider, the SMS/email outbox and the sandbox game vendor. On by default on the
   * embedded database (so `npm start` shows every flow), off when DATABASE_URL is set unless DEMO=1.
   */
  DEMO: flag.optional(),
  /** Aids only the test runners set (the captcha answer at /dev/captcha): never on under `npm start`. */
  TEST_AIDS: flag.default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  BRANDS_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /**
   * What the player site's pages arrive with, when the web build's server entry exists (issue 34): `off`, the plain
   * shell (the browser asks for everything); `data`, the answers the route's first screen is drawn with (the browser
   * draws it without a round trip for them); `render`, the first screen drawn on the server with its answers (the
   * browser hydrates it). `1`, `true` and `on` mean render, `0` and `false` off. `data` by default: it was the best or
   * as good on every route Lighthouse measured, where hydrating cost more than it saved (docs/web-performance.md, stop 53).
   */
  FIRST_SCREENS: z
    .enum(['off', 'data', 'render', '0', '1', 'true', 'false', 'on'])
    .default('data')
    .transform((v): FirstScreensMode => (v === 'data' || v === 'render' ? v : v === '1' || v === 'true' || v === 'on' ? 'render' : 'off')),
  /** The operator token (without it, one is made on first start and kept in the data folder; production requires it). */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** The CLI's personal operator API key (made in the back office, or by `npm run admin -- operator bootstrap`). */
  ADMIN_API_KEY: z.string().regex(/^ops_k_[A-Za-z0-9_-]{20,100}$/, 'an operator API key (ops_k_...)').optional(),
  /**
   * Whose token ADMIN_TOKEN is: the name the audit trail records for every change made with it (until operator
   * accounts exist). Production requires it; elsewhere it is 'operator'.
   */
  ADMIN_TOKEN_OWNER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@\- ]{1,64}$/, '1 to 64 ASCII letters, digits, spaces or _.@-')
    .refine((name) => name.toLowerCase() !== 'system', '`system` names the server\'s own jobs')
    .optional(),
  /**
   * The operator surface's hosts (comma list): the back office and its operator calls, the support desk, the outbox and /metrics answer on
   * these hosts only, and 404 on every brand host.
   */
  OPS_HOSTS: z
    .string()
    .default('ops.localhost')
    .transform((list) => list.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
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
  /** Demo mode's SMS/email outbox (messages kept, shown to the operator at /dev/outbox); 0 turns it off within demo mode. */
  SANDBOX_OUTBOX: flag.default(true),
  /**
   * Demo mode's sandbox payment provider and its pay page (/sandbox/pay/...), where anyone holding an order number can
   * mark it paid; 0 turns it off within demo mode, and then only channels a configured provider serves are offered.
   */
  SANDBOX_PAYMENTS: flag.default(true),
  /** Requests per minute per client IP over every route (0: off, for the bench's bare-route baseline only). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Open connections one client IP may hold (behind a proxy, set TRUST_PROXY and size this for the proxy). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(128),
  /** SMS sends allowed per number and per client IP in 15 minutes before the 5-minute wait. */
  SMS_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).default(5),
  SMS_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Leading zero bits of the human-verification proof of work (about 2^n hashes in the browser). */
  POW_DIFFICULTY: z.coerce.number().int().min(1).max(30).default(15),
  /**
   * HMAC-SHA256 key of the sandbox game vendor's seamless-wallet callbacks; without it a random one is made on first
   * start and kept in the data folder (a real vendor gets its own).
   */
  SANDBOX_VENDOR_SECRET: z.string().min(32).optional(),
  /**
   * The SMS gateway (modules/accounts/sms-gateways.ts): semaphore or twilio, with its API key (Twilio: the auth token,
   * and SMS_ACCOUNT_ID the account SID) and the sender name it approved; SMS_API_URL points it at another base URL.
   * Without it, messages go to the sandbox outbox table (the operator reads them at /dev/outbox in demo mode).
   */
  SMS_PROVIDER: z.enum(['semaphore', 'twilio']).optional(),
  SMS_API_KEY: z.string().min(8).optional(),
  SMS_ACCOUNT_ID: z.string().min(2).optional(),
  SMS_SENDER: z.string().min(1).max(16).optional(),
  SMS_API_URL: z.string().url().optional(),
  /**
   * PayMongo (modules/wallet/payments/paymongo.ts), one account for every brand: its secret API key (sk_live_... or
   * sk_test_...) and the secret of the webhook registered for /wps/payment/callback/paymongo (whsk_...). A brand whose
   * keys are set in the back office uses its own; a brand with neither is not offered PayMongo channels.
   * PAYMONGO_API_URL points the adapter at another base URL (the tests' stand-in). docs/paymongo.md
   */
  PAYMONGO_SECRET_KEY: z.string().regex(/^sk_(live|test)_[A-Za-z0-9_-]{8,128}$/, 'a PayMongo secret key (sk_live_... or sk_test_...)').optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().regex(/^whsk_[A-Za-z0-9_-]{8,128}$/, "a PayMongo webhook's secret (whsk_...)").optional(),
  PAYMONGO_API_URL: z.string().url().optional(),
  /**
   * The key sealing the payment gateway keys the back office stores (lib/secret-box.ts, AES-256-GCM): 32 bytes as 64 hex
   * digits or base64 (`openssl rand -base64 32`). Without it the back office refuses to store keys
   * (PAYMENT_SECRETS_KEY_MISSING) and only the environment's PayMongo keys serve. Another key cannot open what this one sealed.
   */
  PAYMENT_SECRETS_KEY: z
    .string()
    .refine((text) => secretsKeyBytes(text) !== null, '32 bytes: 64 hex digits or base64')
    .optional(),
  /**
   * The mail server (modules/accounts/email-delivery.ts), e.g. smtp://user:password@mail.example.com:587 or smtps://...;
   * with it every email goes out in every mode. SMTP_FROM: the sending address of brands whose file names none.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  SMTP_FROM: z.string().email().optional(),
  /** the bearer token the mail service sends with its bounce and complaint reports (POST /wps/email/bounces); unset: no such route */
  EMAIL_WEBHOOK_TOKEN: z.string().min(24).optional(),
  /**
   * Web Push (modules/push): the VAPID key pair every server process on the database must share (production sets it;
   * otherwise one is made on first start and kept in the data folder as vapid-keys.json), and the contact the push
   * services are given (mailto: or https:; by default mailto: the brand's sending address).
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https:// URL').optional(),
});
export type Env = z.infer<typeof envSchema>;

/** What demo mode switches on, decided once from the environment. */
export interface DemoFeatures {
  demo: boolean;
  sandboxPayments: boolean;
  sandboxOutbox: boolean;
  sandboxVendor: boolean;
  testAids: boolean;
}

export function demoFeatures(env: Env): DemoFeatures {
  const demo = env.DEMO ?? !env.DATABASE_URL;
  return {
    demo,
    sandboxPayments: demo && env.SANDBOX_PAYMENTS,
    sandboxOutbox: demo && env.SANDBOX_OUTBOX,
    sandboxVendor: demo,
    testAids: env.TEST_AIDS,
  };
}

/**
 * Why a production start must refuse this environment; empty when it may start. Secrets have no default to be left
 * at: each comes from the environment or is generated into the data folder on first start.
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const features = demoFeatures(env);
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push('no DATABASE_URL (the embedded database is for development and the demo only)');
  if (features.demo) problems.push('demo mode is on (leave DEMO unset or set DEMO=0)');
  if (features.testAids) problems.push('TEST_AIDS is on');
  if (!env.ADMIN_TOKEN) problems.push('no ADMIN_TOKEN (the operator token: 16 characters or more, from your secret store)');
  if (!env.ADMIN_TOKEN_OWNER) problems.push('no ADMIN_TOKEN_OWNER (the name the audit trail records for the operator token)');
  if (env.OPS_HOSTS.length === 0) problems.push('OPS_HOSTS is empty (the operator surface needs a host of its own)');
  return problems;
}

/** The name the audit trail records for the operator token's changes. */
export const adminTokenOwner = (env: Env) => env.ADMIN_TOKEN_OWNER ?? 'operator';

/** One line for the start-up banner saying what demo mode enables. */
export function demoModeLine(features: DemoFeatures) {
  if (!features.demo) return 'Demo mode is off: no sandbox payments, outbox or game vendor.';
  const on = [
    features.sandboxPayments && 'sandbox payments (/sandbox/pay/<order>)',
    features.sandboxOutbox && 'SMS/email outbox for the operator (/dev/outbox, token in the data folder)',
    features.sandboxVendor && 'sandbox game vendor',
  ].filter(Boolean);
  return `Demo mode is ON (never for real money; DEMO=0 or DATABASE_URL turns it off): ${on.join(', ')}.`;
}

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
