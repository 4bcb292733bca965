import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Abuse counters kept in the database (so they hold across restarts and server instances).
 * All times come from the JavaScript clock.
 */
export interface RateRule {
  /** counting window in ms */
  window: number;
  /** events allowed in the window; the next one starts a block */
  max: number;
  /** block length in ms once the window's count is used up */
  block: number;
  /** minimum ms between two events (e.g. one SMS a second) */
  minInterval?: number;
}

export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts one event against one key, or refuses it: TOO_MANY_REQUESTS { retryAfterSeconds }. */
export async function requireRate(db: Db, key: string, rule: RateRule) {
  const result = await hitRate(db, [{ key, rule }]);
  if (!result.ok) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: result.retryAfterSeconds });
}

/**
 * Counts one event against every key, or none when any key refuses it: a key refuses while blocked,
 * within its minimum interval, or when its window's count is used up (which starts the block).
 */
export async function hitRate(db: Db, checks: Array<{ key: string; rule: RateRule }>): Promise<RateResult> {
  const now = new Date();
  const t = now.getTime();
  const refusal = await db.transaction(async (tx) => {
    const keys = checks.map((c) => c.key);
    await tx
      .insert(throttles)
      .values(keys.map((key) => ({ key, count: 0, windowStart: now, lastAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx.select().from(throttles).where(inArray(throttles.key, keys)).orderBy(throttles.key).for('update');
    const byKey = new Map(rows.map((r) => [r.key, r]));
    let refusedFor = 0;
    const refuse = (ms: number) => {
      refusedFor = Math.max(refusedFor, seconds(ms));
    };
    const updates: Array<{ key: string; set: Partial<typeof throttles.$inferInsert> }> = [];
    for (const { key, rule } of checks) {
      const row = byKey.get(key);
      if (!row) continue;
      if (row.blockedUntil && row.blockedUntil.getTime() > t) {
        refuse(row.blockedUntil.getTime() - t);
        continue;
      }
      if (rule.minInterval && t - row.lastAt.getTime() < rule.minInterval) {
        refuse(row.lastAt.getTime() + rule.minInterval - t);
        continue;
      }
      const fresh = row.windowStart.getTime() + rule.window <= t;
      const count = fresh ? 0 : row.count;
      if (count >= rule.max) {
        // used up: a fixed wait, then counting starts again from zero
        const until = new Date(t + rule.block);
        await tx.update(throttles).set({ blockedUntil: until, count: 0, windowStart: until }).where(eq(throttles.key, key));
        refuse(rule.block);
        continue;
      }
      updates.push({ key, set: { count: count + 1, lastAt: now, windowStart: fresh ? now : row.windowStart, blockedUntil: null } });
    }
    if (refusedFor) return { retryAfterSeconds: refusedFor };
    for (const u of updates) await tx.update(throttles).set(u.set).where(eq(throttles.key, u.key));
    return null;
  });
  return refusal ? { ok: false, ...refusal } : { ok: true };
}

export interface FailurePolicy {
  /** failures older than this (since the last one) are forgotten */
  window: number;
  /** failures before the first block */
  threshold: number;
  /** first block length in ms; each further failure doubles it */
  baseBlock: number;
  /** the longest block: every block ends */
  maxBlock: number;
}

/** The block a count of failures earns: baseBlock at the threshold, doubling with each further failure, up to maxBlock. */
const blockLength = (policy: FailurePolicy, failures: number) => Math.min(policy.baseBlock * 2 ** (failures - policy.threshold), policy.maxBlock);

/** One counter an attempt is counted against before it is checked (see claimAttempt). */
export interface AttemptCounter {
  key: string;
  policy: FailurePolicy;
  /** from the policy's threshold on, failures block further attempts (otherwise the key only counts them) */
  blocks?: boolean;
  /** failures of this key refuse an attempt that comes without a solved captcha */
  asksCaptcha?: boolean;
  /** a success forgets all of the key's failures (otherwise it only takes its own attempt back) */
  clearedBySuccess?: boolean;
}

/** A claimed attempt: what each counter stood at once it was counted, and the block it started, if any. */
export interface AttemptClaim {
  counters: AttemptCounter[];
  /** each key's failures counting this attempt, by key */
  failures: Map<string, number>;
  /** the block each key's count started, by key (only keys that block and reached their threshold) */
  startedBlocks: Map<string, { failures: number; until: Date }>;
}

export type ClaimResult =
  | { ok: true; claim: AttemptClaim }
  | { ok: false; refusal: 'blocked'; key: string; blockedForMs: number }
  | { ok: false; refusal: 'captcha' };

/** Whether an attempt now would be refused for want of a captcha (failures live on a counter that asks for one). */
export async function captchaAsked(db: Db, counters: AttemptCounter[]): Promise<boolean> {
  const asking = counters.filter((c) => c.asksCaptcha);
  if (!asking.length) return false;
  const rows = await db.select().from(throttles).where(inArray(throttles.key, asking.map((c) => c.key)));
  const t = Date.now();
  return asking.some((c) => {
    const row = rows.find((r) => r.key === c.key);
    return Boolean(row && row.count > 0 && row.lastAt.getTime() + c.policy.window > t);
  });
}

/**
 * Counts one attempt against every counter BEFORE the secret is checked, or none when a counter refuses it (blocked,
 * or failures there and no solved captcha). The count stands as a failure until settleSuccess takes it back, and the
 * claim that reaches a threshold starts the block at once: however many attempts arrive together, no more than the
 * threshold are ever let through to the check. All counters are read and written under row locks in one transaction.
 */
export async function claimAttempt(db: Db, counters: AttemptCounter[], opts: { captchaSolved: boolean }): Promise<ClaimResult> {
  const now = new Date();
  const t = now.getTime();
  // locked in key order, so two claims over the same keys never wait on each other crosswise
  const keys = [...new Set(counters.map((c) => c.key))].sort();
  return db.transaction(async (tx): Promise<ClaimResult> => {
    await tx
      .insert(throttles)
      .values(keys.map((key) => ({ key, count: 0, windowStart: now, lastAt: now })))
      .onConflictDoNothing();
    const rows = await tx.select().from(throttles).where(inArray(throttles.key, keys)).orderBy(throttles.key).for('update');
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const live = (c: AttemptCounter) => {
      const row = byKey.get(c.key);
      return row && row.lastAt.getTime() + c.policy.window > t ? row.count : 0;
    };
    for (const c of counters) {
      const until = byKey.get(c.key)?.blockedUntil?.getTime() ?? 0;
      if (c.blocks && until > t) return { ok: false, refusal: 'blocked', key: c.key, blockedForMs: until - t };
    }
    if (!opts.captchaSolved && counters.some((c) => c.asksCaptcha && live(c) > 0)) return { ok: false, refusal: 'captcha' };
    const startedBlocks = new Map<string, { failures: number; until: Date }>();
    const failuresByKey = new Map<string, number>();
    for (const c of counters) {
      const failures = live(c) + 1;
      failuresByKey.set(c.key, failures);
      const set: Partial<typeof throttles.$inferInsert> = { count: failures, lastAt: now };
      if (c.blocks && failures >= c.policy.threshold) {
        const until = new Date(t + blockLength(c.policy, failures));
        startedBlocks.set(c.key, { failures, until });
        set.blockedUntil = until;
      }
      await tx.update(throttles).set(set).where(eq(throttles.key, c.key));
    }
    return { ok: true, claim: { counters, failures: failuresByKey, startedBlocks } };
  });
}

/**
 * The claimed attempt succeeded: counters cleared by success forget their failures; the others take this attempt back,
 * and lift the block it started unless a later failure has started another since.
 */
export async function settleSuccess(db: Db, claim: AttemptClaim) {
  for (const c of claim.counters) {
    if (c.clearedBySuccess) {
      await clearFailures(db, c.key);
      continue;
    }
    const started = claim.startedBlocks.get(c.key);
    await db
      .update(throttles)
      .set({
        count: sql`greatest(${throttles.count} - 1, 0)`,
        ...(started ? { blockedUntil: sql`case when ${throttles.blockedUntil} = ${started.until.toISOString()}::timestamptz then null else ${throttles.blockedUntil} end` } : {}),
      })
      .where(eq(throttles.key, c.key));
  }
}

export type SecretCheck = { ok: true } | { ok: false; attemptsLeft: number; blockedForMs: number };

/**
 * Checks a member's own secret (a payment password, the login password inside a session) under one counter of its
 * own: the attempt is claimed before `check` runs, so a burst gets no more checks than the policy's threshold; the
 * failure that reaches it starts the block. A right secret forgets the counter's failures. On a wrong or refused
 * secret: the attempts left before the block, and the block's remaining ms (0 when not blocked).
 */
export async function checkSecret(db: Db, key: string, policy: FailurePolicy, check: () => Promise<boolean>): Promise<SecretCheck> {
  const counter: AttemptCounter = { key, policy, blocks: true, clearedBySuccess: true };
  const claimed = await claimAttempt(db, [counter], { captchaSolved: true });
  // refused only while blocked (the counter asks for no captcha)
  if (!claimed.ok) return { ok: false, attemptsLeft: 0, blockedForMs: claimed.refusal === 'blocked' ? claimed.blockedForMs : 0 };
  if (await check()) {
    await settleSuccess(db, claimed.claim);
    return { ok: true };
  }
  const started = claimed.claim.startedBlocks.get(key);
  const failures = claimed.claim.failures.get(key)!;
  return { ok: false, attemptsLeft: Math.max(0, policy.threshold - failures), blockedForMs: started ? Math.max(1, started.until.getTime() - Date.now()) : 0 };
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(throttles).where(eq(throttles.key, key));
}

export const retryAfterSeconds = seconds;
