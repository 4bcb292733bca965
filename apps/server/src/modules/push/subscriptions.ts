/**
 * A member's Web Push subscriptions (one per browser that allowed notifications) and their switches per kind.
 */
import { PUSH_KINDS, type PushKind, type PushPreferencesValue, type PushSubscribeBody } from '@app/contract/push';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushPreferences, pushSubscriptions } from '../../db/schema';
import { ipInRange } from '../../lib/ip-range';
import { requireRate } from '../accounts/throttle';
import { validationError } from '../accounts/field-errors';
import { queuePush } from './queue';

/** A member's devices: enough for every phone, tablet and browser they use; the oldest go first past it. */
const MAX_SUBSCRIPTIONS = 10;
/** Test notifications: a few a minute, then a 5-minute wait. */
const TEST_RATE = { window: 60_000, max: 3, block: 5 * 60_000 };

const PRIVATE_V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16'];

/** A host this server must never be made to POST to (the server's own network), unless the test runner's endpoint. */
function isLocalHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.includes(':')) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return PRIVATE_V4.some((range) => ipInRange(host, range));
}

/**
 * Refuses an endpoint the server will not send to: anything but https (a push service's URL is always https), and
 * hosts on the server's own network (a member could otherwise make the server POST into it). With the test runner's
 * aids on, a local endpoint (http too) is allowed: the tests' stand-in push service.
 */
export function checkEndpoint(endpoint: string, allowLocal: boolean) {
  const url = new URL(endpoint);
  const local = isLocalHost(url.hostname);
  if (local ? !allowLocal : url.protocol !== 'https:') throw validationError('endpoint', 'push_endpoint_refused');
}

/** The member's switches (on unless turned off) and how many devices are subscribed. */
export async function pushPreferencesOf(db: Db, memberId: number): Promise<PushPreferencesValue> {
  const [rows, [counted]] = await Promise.all([
    db.select({ kind: pushPreferences.kind, enabled: pushPreferences.enabled }).from(pushPreferences).where(eq(pushPreferences.memberId, memberId)),
    db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)),
  ]);
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.kind));
  return { kinds: PUSH_KINDS.map((kind) => ({ kind, on: !off.has(kind) })), devices: counted?.n ?? 0 };
}

/**
 * Keeps a browser's subscription for the member. The endpoint is the browser's: when another account subscribed it
 * before (a shared device), it moves to this one. Past MAX_SUBSCRIPTIONS the member's oldest ones are dropped.
 */
export async function subscribePush(db: Db, member: { id: number; brandId: string }, body: PushSubscribeBody, context: { userAgent: string | null; allowLocal: boolean }) {
  checkEndpoint(body.endpoint, context.allowLocal);
  const values = { brandId: member.brandId, memberId: member.id, p256dh: body.keys.p256dh.replace(/=+$/, ''), auth: body.keys.auth.replace(/=+$/, ''), userAgent: context.userAgent?.slice(0, 300) ?? null };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: body.endpoint })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date(), failures: 0 } });
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where member_id = ${member.id} order by created_at desc, id desc offset ${MAX_SUBSCRIPTIONS})`);
  });
  return pushPreferencesOf(db, member.id);
}

/** Forgets this browser's subscription ("turn off on this device"); someone else's endpoint is left alone. */
export async function unsubscribePush(db: Db, memberId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
  return pushPreferencesOf(db, memberId);
}

export async function setPushPreference(db: Db, memberId: number, kind: PushKind, on: boolean) {
  await db
    .insert(pushPreferences)
    .values({ memberId, kind, enabled: on })
    .onConflictDoUpdate({ target: [pushPreferences.memberId, pushPreferences.kind], set: { enabled: on, updatedAt: new Date() } });
  return pushPreferencesOf(db, memberId);
}

/** Queues a test notification for every device of the member (rate limited); answers how many devices it goes to. */
export async function queueTestPush(db: Db, memberId: number) {
  await requireRate(db, `push-test:${memberId}`, TEST_RATE);
  return db.transaction(async (tx) => {
    const queued = await queuePush(tx, { memberId, kind: 'test', key: 'test', params: {}, tag: 'test' });
    if (!queued) return { devices: 0 };
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
    return { devices: counted?.n ?? 0 };
  });
}
