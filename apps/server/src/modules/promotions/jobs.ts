/** The promotions' timed work: expired bonuses end, ended cashback periods pay. Each step is safe to rerun. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { expireBonuses } from '../wallet/ledger/bonus-wallets';
import { payCashback } from './cashback';

export async function runPromotionJobs(db: Db, brandIds: string[], now = new Date()) {
  const expired = await expireBonuses(db, now);
  const cashback = await payCashback(db, brandIds, now);
  return { expired, cashback };
}

/** Every minute (the timer never keeps the process alive); returns a stop function. */
export function schedulePromotionJobs(db: Db, brandIds: string[], log: FastifyBaseLogger, everyMs = 60_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPromotionJobs(db, brandIds)
      .catch((error) => log.warn({ err: error }, 'promotion jobs failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
