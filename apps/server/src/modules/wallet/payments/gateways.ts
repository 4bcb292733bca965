import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentGateways } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { keyedDbCache } from '../../../lib/db-cache';
import { type SecretBox, SecretBoxError } from '../../../lib/secret-box';
import { recordAudit, type Operator } from '../../audit/operator-audit';

/**
 * A brand's payment gateway keys (issue 32). The back office stores a brand's own keys in payment_gateways, sealed
 * (lib/secret-box.ts) under PAYMENT_SECRETS_KEY; the server environment may hold one account's keys for every brand.
 * Stored and switched-on keys win over the environment's. Keys stored but unreadable here (no or another
 * PAYMENT_SECRETS_KEY) serve nobody: money is never sent to the environment's account in place of the brand's own.
 */
export interface GatewayKeys {
  secretKey: string;
  webhookSecret: string;
  publicKey: string | null;
}

export type KeysInUse = { keys: GatewayKeys; source: 'backoffice' | 'environment' };

type Stored = { state: 'none' } | { state: 'off' | 'unreadable'; updatedBy: string; updatedAt: Date } | { state: 'on'; keys: GatewayKeys; updatedBy: string; updatedAt: Date };

const storedCache = keyedDbCache<Stored>(5_000);

/** what a sealed column is bound to: a value copied into another brand's row or another column does not open */
const sealContext = (brandId: string, provider: string, column: 'secret_key' | 'webhook_secret' | 'public_key') => `payment_gateways:${brandId}:${provider}:${column}`;

/** The brand's stored keys of a provider, opened (cached 5 s per database: every deposit page asks). */
async function storedKeys(db: Db, box: SecretBox | null, brandId: string, provider: string): Promise<Stored> {
  return storedCache.get(db, `${brandId}:${provider}`, async () => {
    const [row] = await db
      .select()
      .from(paymentGateways)
      .where(and(eq(paymentGateways.brandId, brandId), eq(paymentGateways.provider, provider)));
    return row ? openRow(box, row) : { state: 'none' };
  });
}

function openRow(box: SecretBox | null, row: typeof paymentGateways.$inferSelect): Stored {
  const meta = { updatedBy: row.updatedBy, updatedAt: row.updatedAt };
  if (!row.enabled) return { state: 'off', ...meta };
  const keys = openKeys(box, row);
  return keys ? { state: 'on', keys, ...meta } : { state: 'unreadable', ...meta };
}

/** A row's keys, or null when this server cannot open them (no PAYMENT_SECRETS_KEY, another key, a damaged value). */
function openKeys(box: SecretBox | null, row: typeof paymentGateways.$inferSelect): GatewayKeys | null {
  if (!box) return null;
  try {
    return {
      secretKey: box.open(row.secretKey, sealContext(row.brandId, row.provider, 'secret_key')),
      webhookSecret: box.open(row.webhookSecret, sealContext(row.brandId, row.provider, 'webhook_secret')),
      publicKey: row.publicKey === null ? null : box.open(row.publicKey, sealContext(row.brandId, row.provider, 'public_key')),
    };
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** The keys a brand's payments of this provider use now, or null (the provider does not serve the brand). */
export async function gatewayKeysOf(deps: { db: Db; box: SecretBox | null; environment: GatewayKeys | null }, brandId: string, provider: string): Promise<KeysInUse | null> {
  const stored = await storedKeys(deps.db, deps.box, brandId, provider);
  if (stored.state === 'on') return { keys: stored.keys, source: 'backoffice' };
  if (stored.state === 'unreadable') return null;
  return deps.environment ? { keys: deps.environment, source: 'environment' } : null;
}

const last4 = (secret: string | null | undefined) => (secret ? secret.slice(-4) : null);

/** What the back office shows of a provider's keys for a brand: their source and mode, the key's last 4, never a secret. */
export async function gatewayState(deps: { db: Db; box: SecretBox | null; environment: GatewayKeys | null }, brandId: string, provider: string) {
  const [stored, inUse] = await Promise.all([storedKeys(deps.db, deps.box, brandId, provider), gatewayKeysOf(deps, brandId, provider)]);
  const mode = inUse ? (inUse.keys.secretKey.startsWith('sk_live_') ? 'live' : 'test') : null;
  return {
    configured: inUse?.source ?? null,
    mode,
    secretKeyLast4: last4(inUse?.keys.secretKey),
    enabled: stored.state === 'on' || stored.state === 'unreadable',
    unreadable: stored.state === 'unreadable',
    updatedBy: stored.state === 'none' ? null : stored.updatedBy,
    updatedAt: stored.state === 'none' ? null : stored.updatedAt.toISOString(),
  } as const;
}

/**
 * Stores a brand's keys of a provider sealed, replacing the stored ones, audited in the same transaction with the
 * secret key's last 4 only. Without PAYMENT_SECRETS_KEY nothing is stored (PAYMENT_SECRETS_KEY_MISSING).
 */
export async function storeGatewayKeys(db: Db, box: SecretBox | null, operator: Operator, input: { brandId: string; provider: string; keys: GatewayKeys; enabled: boolean }) {
  if (!box) throw new AppError('PAYMENT_SECRETS_KEY_MISSING');
  const { brandId, provider, keys } = input;
  const sealed = {
    secretKey: box.seal(keys.secretKey, sealContext(brandId, provider, 'secret_key')),
    webhookSecret: box.seal(keys.webhookSecret, sealContext(brandId, provider, 'webhook_secret')),
    publicKey: keys.publicKey === null ? null : box.seal(keys.publicKey, sealContext(brandId, provider, 'public_key')),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(paymentGateways)
      .where(and(eq(paymentGateways.brandId, brandId), eq(paymentGateways.provider, provider)))
      .for('update');
    const values = { ...sealed, enabled: input.enabled, updatedBy: operator.actor, updatedAt: new Date() };
    await tx
      .insert(paymentGateways)
      .values({ brandId, provider, ...values })
      .onConflictDoUpdate({ target: [paymentGateways.brandId, paymentGateways.provider], set: values });
    const beforeKeys = before ? openKeys(box, before) : null;
    await recordAudit(tx, operator, {
      brandId,
      action: 'payment-gateway.set',
      target: `payment-gateway:${brandId}:${provider}`,
      // the secrets never reach the audit trail: which key (its last 4) and the switch are what changed
      detail: {
        provider,
        before: before ? { enabled: before.enabled, secretKeyLast4: last4(beforeKeys?.secretKey) } : null,
        after: { enabled: input.enabled, secretKeyLast4: last4(keys.secretKey), publicKeyLast4: last4(keys.publicKey), webhookSecretChanged: beforeKeys?.webhookSecret !== keys.webhookSecret },
      },
    });
  });
  storedCache.forget(db, `${brandId}:${provider}`);
}
