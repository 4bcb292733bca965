/**
 * The promotions' timed work: expired bonuses end, ended cashback periods pay, raffles whose drawing time has come are
 * drawn. Each step is safe to rerun.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { expireBonuses } from '../wallet/ledger/bonus-wallets';
import { payCashback } from './cashback';
import { drawDueRaffles } from './raffle-draw';

export async function runPromotionJobs(db: Db, brandIds: string[], now = new Date()) {
  const expired = await expireBonuses(db, now);
  const cashback = await payCashback(db, brandIds, now);
  const raffles = await drawDueRaffles(db, now);
  return { expired, cashback, raffles };
}

/** Every minute, in one server process of those sharing the database (a lease); returns a stop function. */
export function schedulePromotionJobs(db: Db, brandIds: string[], log: FastifyBaseLogger, everyMs = 60_000) {
  return everyUnderLease(db, 'promotion-jobs', everyMs, () =>
    runPromotionJobs(db, brandIds)
      .then(({ raffles }) => {
        for (const d of raffles.drawn) log.info({ promotionId: d.promotionId, tickets: d.tickets, winners: d.winners.length }, 'raffle drawn');
        // a raffle that failed waits for the next run
        for (const f of raffles.failed) log.warn({ promotionId: f.promotionId, err: f.error }, 'raffle draw failed');
      })
      .catch(jobFailed(log, 'promotion jobs failed')),
  );
}
