/**
 * The push sender (issue 31): a job that sends the push outbox. Following the email deliveries
 * (modules/accounts/email-delivery.ts), a batch of due rows is claimed in one statement (pushed a minute on, locked
 * against another process's claim) and sent outside any transaction, in one server process of those sharing the
 * database (a job lease). A row goes to each of the member's subscriptions:
 * - a push service that takes it (2xx) makes the row sent and resets the subscription's failures;
 * - 404 or 410 (the browser unsubscribed, the subscription expired) deletes the subscription;
 * - 429, 5xx or no answer counts as a failure of the subscription and, when no device took the row, leaves it pending:
 *   tried again after 30 s, 1, 2, 4, 8 minutes, then given up (failed); a subscription failing 20 times in a row is
 *   deleted;
 * - another refusal (400 bad request, 403 the VAPID signature, 413 too large) will not change on a retry: that
 *   device is skipped for this row.
 * Rows sent or given up are deleted after a week.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox, pushSubscriptions } from '../../db/schema';
import type { Env } from '../../env';
import type { BrandRegistry } from '../../lib/brands';
import { jobFailed, underLease } from '../../lib/job-lease';
import { claimDue } from '../../lib/outbox-claim';
import { type PushSendOptions, type PushTransport, webPushTransport } from './transport';
import { type VapidKeys, vapidSubjectOf } from './vapid';

const RETRY_DELAYS_S = [30, 60, 120, 240, 480];
const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
const BATCH = 100;
/** rows sent side by side (each to its member's devices in turn) */
const PARALLEL = 8;
const DROP_AFTER_FAILURES = 20;
const KEEP_DONE_DAYS = 7;

type OutboxRow = typeof pushOutbox.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;
type DeviceOutcome = 'sent' | 'gone' | 'retry' | 'refused';

/** How long a push service keeps a message for a device that is offline, and how soon it should wake it. */
const deliveryOf = (kind: string): Pick<PushSendOptions, 'ttlSeconds' | 'urgency'> =>
  kind === 'test' ? { ttlSeconds: 300, urgency: 'high' } : { ttlSeconds: 86_400, urgency: kind === 'withdrawal' || kind === 'support_reply' ? 'high' : 'normal' };

export interface PushSenderDeps {
  db: Db;
  log: FastifyBaseLogger;
  brands: BrandRegistry;
  env: Env;
  vapid: VapidKeys;
  transport?: PushTransport;
}

export function createPushSender({ db, log, brands, env, vapid, transport = webPushTransport }: PushSenderDeps) {
  async function toDevice(row: OutboxRow, device: Subscription): Promise<{ outcome: DeviceOutcome; reason?: string }> {
    const options: PushSendOptions = { vapid: { ...vapid, subject: vapidSubjectOf(env, brands.byId(row.brandId)) }, ...deliveryOf(row.kind) };
    let answer;
    try {
      answer = await transport({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(row.message), options);
    } catch (error) {
      answer = { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
    if (answer.status >= 200 && answer.status < 300) {
      await db.update(pushSubscriptions).set({ lastSuccessAt: new Date(), failures: 0 }).where(eq(pushSubscriptions.id, device.id));
      return { outcome: 'sent' };
    }
    const reason = `${answer.status || 'no answer'} ${answer.body}`.trim().slice(0, 500);
    if (answer.status === 404 || answer.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return { outcome: 'gone', reason };
    }
    const [counted] = await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, device.id))
      .returning({ failures: pushSubscriptions.failures });
    if ((counted?.failures ?? 0) >= DROP_AFTER_FAILURES) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    const transient = answer.status === 0 || answer.status === 429 || answer.status >= 500;
    return { outcome: transient ? 'retry' : 'refused', reason };
  }

  /** One try of a row: to every device of its member; sent when one took it. */
  async function attempt(row: OutboxRow) {
    const attempts = row.attempts + 1;
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, row.memberId));
    const results = [];
    for (const device of devices) results.push(await toDevice(row, device));
    if (results.some((r) => r.outcome === 'sent')) {
      await db.update(pushOutbox).set({ status: 'sent', attempts, sentAt: new Date(), lastError: null }).where(eq(pushOutbox.id, row.id));
      return 'sent' as const;
    }
    const retry = results.some((r) => r.outcome === 'retry') && attempts < MAX_ATTEMPTS;
    // what a retry waits for first, else why the row ends
    const lastError = (results.find((r) => r.outcome === 'retry') ?? results.find((r) => r.reason))?.reason ?? 'no subscription';
    const next = new Date(Date.now() + (RETRY_DELAYS_S[attempts - 1] ?? 0) * 1000);
    await db
      .update(pushOutbox)
      .set({ status: retry ? 'pending' : 'failed', attempts, nextAttemptAt: next, lastError })
      .where(eq(pushOutbox.id, row.id));
    if (retry) log.warn({ pushId: row.id, attempts }, 'push not delivered yet');
    return retry ? ('pending' as const) : ('failed' as const);
  }

  /** Claims a batch of due rows (see above) and sends them. */
  async function sendBatch() {
    const claimed = await claimDue(db, pushOutbox, BATCH);
    let sent = 0;
    const queue = [...claimed];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) if ((await attempt(row)) === 'sent') sent++;
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
    return { claimed: claimed.length, sent };
  }

  /** Sends what is due, batch after batch while batches come back full (a large campaign); answers how many were sent. */
  async function sendDue(maxBatches = 50) {
    let sent = 0;
    for (let i = 0; i < maxBatches; i++) {
      const batch = await sendBatch();
      sent += batch.sent;
      if (batch.claimed < BATCH) break;
    }
    return sent;
  }

  /** Deletes a batch of rows sent or given up more than a week ago. */
  async function forgetDone() {
    await db.execute(sql`
      delete from push_outbox where id in (
        select id from push_outbox where status <> 'pending' and created_at < now() - ${KEEP_DONE_DAYS} * interval '1 day' limit 1000)`);
  }

  const run = () =>
    sendDue()
      .then(forgetDone)
      .catch(jobFailed(log, 'push sender failed'));

  return {
    sendDue,
    /** The job: every everyMs (5 s) under a lease (one process of those sharing the database), and at once on wake. */
    schedule(everyMs = 5_000) {
      const job = underLease(db, 'push-sender', everyMs, run);
      return { wake: job.runNow, stop: job.stop };
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
