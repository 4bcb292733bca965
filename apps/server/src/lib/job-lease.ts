/**
 * Work that must run once across server processes on one database (the lottery scheduler, the minute jobs): each
 * job has a lease row (job_leases); the process holding it runs the job and renews the lease every run, the others
 * skip. When the holder stops (or dies), the lease lapses after ttlMs and the next process to try takes it over.
 * Expiry is read on the database's clock, so the processes' clocks need not agree.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordJobRun } from './metrics';
import { randomToken } from './tokens';

export interface JobLease {
  /** Runs fn when this process holds (or can take) the lease, renewing it while fn runs; null when another holds it. */
  run<T>(fn: () => Promise<T>): Promise<T | null>;
  /** Gives the lease up (at shutdown), so another process takes over at its next run instead of after ttlMs. */
  release(): Promise<void>;
}

/** Takes or renews the lease; true when this holder has it now. One atomic statement: two takers never both win. */
export async function takeLease(db: Db, name: string, holder: string, ttlMs: number) {
  const result = await db.execute(sql`
    insert into job_leases (name, holder, expires_at) values (${name}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where job_leases.holder = excluded.holder or job_leases.expires_at <= now()
    returning holder`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export function jobLease(db: Db, name: string, ttlMs: number): JobLease {
  const holder = randomToken(12);
  return {
    async run(fn) {
      // every job's runs and failures are counted here (the operators' metrics); a failure to take the lease (the
      // database unreachable) is a failed run too
      const started = performance.now();
      const done = (failed: boolean) => recordJobRun(name, (performance.now() - started) / 1000, failed);
      let held: boolean;
      try {
        held = await takeLease(db, name, holder, ttlMs);
      } catch (error) {
        done(true);
        throw error;
      }
      if (!held) return null;
      // a long run (a large settlement) keeps its lease: renewed at a third of its life
      const renew = setInterval(() => void takeLease(db, name, holder, ttlMs).catch(() => undefined), Math.max(100, ttlMs / 3));
      renew.unref();
      try {
        const result = await fn();
        done(false);
        return result;
      } catch (error) {
        done(true);
        throw error;
      } finally {
        clearInterval(renew);
      }
    },
    async release() {
      await db.execute(sql`delete from job_leases where name = ${name} and holder = ${holder}`).catch(() => undefined);
    },
  };
}

/**
 * Runs job every everyMs in the one process holding the lease `name` (a run never overlaps the previous one; the
 * timer never keeps the process alive), and at once on runNow (a run under way is followed by one more). job logs its
 * own errors and rethrows them (jobFailed), so the run is counted as failed. stop waits for a run under way and gives
 * the lease up.
 */
export function underLease(db: Db, name: string, everyMs: number, job: () => Promise<unknown>) {
  // three missed runs before another process takes over
  const lease = jobLease(db, name, everyMs * 3);
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    running ??= lease
      .run(job)
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    runNow() {
      if (stopped) return;
      if (running) again = true;
      else tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      await lease.release();
    },
  };
}

/** underLease's timed runs only; returns the stop function. */
export function everyUnderLease(db: Db, name: string, everyMs: number, job: () => Promise<unknown>) {
  return underLease(db, name, everyMs, job).stop;
}

/** A job's catch: logs the failure and passes it on, so the job's lease records the run as failed (the metrics). */
export function jobFailed(log: { warn(obj: object, msg: string): void }, message: string) {
  return (error: unknown): never => {
    log.warn({ err: error }, message);
    throw error;
  };
}

/**
 * Runs a job's batch step until a batch comes back short: the step answers the rows it moved, or -1 when another
 * instance holds the job's lock (then it stops at once). Answers the rows moved in all.
 */
export async function inBatches(step: (batchSize: number) => Promise<number>, batchSize: number): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await step(batchSize);
    if (batch > 0) moved += batch;
    if (batch < batchSize) return moved;
  }
}
