import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { depositOrders } from '../../../db/schema';
import type { BrandLookup } from '../../../lib/brands';
import { applyPaymentEvent } from '../deposits';
import type { PaymentProviders } from './provider';

/**
 * Status queries for gateway orders whose webhook never came (issue 32): a webhook can be lost (the gateway gave up,
 * the endpoint was down, it was registered wrong), and the player has paid. The 60 s sweep asks the gateway about
 * each such order and applies its answer like a webhook's (applyPaymentEvent: once per event id, the ledger key
 * deposit:<orderNo> crediting once whatever comes first).
 *
 * Asked: pending orders of a provider with queryPayment, older than 2 minutes (the webhook's time to come), not asked
 * in the last 5 minutes; and once more an order that expired in the last day unasked since its expiry (a payment made
 * at the last moment). Claimed by setting checked_at in the statement that picks them (50 a pass, rows another
 * process is claiming skipped), read through deposit_orders_open_expiry_idx (status, expires_at).
 */
const FIRST_ASK_AFTER_MS = 2 * 60_000;
const ASK_AGAIN_AFTER_MS = 5 * 60_000;
const LAST_LOOK_WITHIN_MS = 24 * 60 * 60_000;
const BATCH = 50;
/** gateway requests at once: a slow gateway does not hold the sweep for 50 timeouts in a row */
const PARALLEL = 5;

export interface StatusCheckSummary {
  checked: number;
  credited: number;
  failed: number;
  /** orders the gateway could not be asked about, or whose answer was refused (AMOUNT_MISMATCH...) */
  problems: Array<{ orderNo: string; reason: string }>;
}

export async function checkStaleGatewayOrders(
  db: Db,
  providers: PaymentProviders,
  brands: BrandLookup,
  now = new Date(),
  log?: { warn(details: object, message: string): void },
): Promise<StatusCheckSummary> {
  const summary: StatusCheckSummary = { checked: 0, credited: 0, failed: 0, problems: [] };
  const asking = Object.values(providers).filter((p) => p.queryPayment);
  if (!asking.length) return summary;
  const claimed = await claimStaleOrders(db, asking.map((p) => p.name), now);
  for (let start = 0; start < claimed.length; start += PARALLEL) {
    await Promise.all(
      claimed.slice(start, start + PARALLEL).map(async (order) => {
        const provider = asking.find((p) => p.name === order.provider)!;
        summary.checked += 1;
        try {
          const event = await provider.queryPayment!(order);
          if (!event) return;
          const outcome = await applyPaymentEvent(db, event, { provider: provider.name, currency: provider.currency }, brands);
          if (outcome.credited) summary.credited += 1;
          if (outcome.status === 'failed' && !outcome.duplicate) summary.failed += 1;
        } catch (error) {
          summary.problems.push({ orderNo: order.orderNo, reason: (error as Error).message });
        }
      }),
    );
  }
  if (summary.problems.length) log?.warn({ problems: summary.problems.slice(0, 10), count: summary.problems.length }, 'payment status queries failed');
  return summary;
}

/** Picks the orders to ask about and marks them asked now, in one statement. */
async function claimStaleOrders(db: Db, providerNames: string[], now: Date) {
  const due = db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        inArray(depositOrders.provider, providerNames),
        isNotNull(depositOrders.providerRef),
        lte(depositOrders.createdAt, new Date(now.getTime() - FIRST_ASK_AFTER_MS)),
        or(
          and(eq(depositOrders.status, 'pending'), or(isNull(depositOrders.checkedAt), lte(depositOrders.checkedAt, new Date(now.getTime() - ASK_AGAIN_AFTER_MS)))),
          and(
            eq(depositOrders.status, 'expired'),
            gt(depositOrders.expiresAt, new Date(now.getTime() - LAST_LOOK_WITHIN_MS)),
            lte(depositOrders.expiresAt, now),
            or(isNull(depositOrders.checkedAt), lt(depositOrders.checkedAt, depositOrders.expiresAt)),
          ),
        ),
      ),
    )
    .orderBy(depositOrders.expiresAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(depositOrders)
    .set({ checkedAt: now })
    .where(inArray(depositOrders.id, due))
    .returning({ orderNo: depositOrders.orderNo, brandId: depositOrders.brandId, provider: depositOrders.provider, providerRef: depositOrders.providerRef, amountMinor: depositOrders.amountMinor });
}
