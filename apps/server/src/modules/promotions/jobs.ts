/**
 * The promotions' timed work: expired bonuses end, ended cashback periods pay, raffles whose drawing time has come are
 * drawn. Each step is safe to rerun.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BrandLookup } from '../../lib/brands';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { expireBonuses } from '../wallet/ledger/bonus-wallets';
import { payCashback } from './cashback';
import { drawDueRaffles } from './raffle-draw';

/** `brandIds`: the brands whose cashback periods pay; `brands`: each raffle's brand's currency words its messages. */
export async function runPromotionJobs(db: Db, brandIds: string[], brands: BrandLookup, now = new Date()) {
  const expired = await expireBonuses(db, now);
  const cashback = await payCashback(db, brandIds, now);
  const raffles = await drawDueRaffles(db, brands, now);
  return { expired, cashback, raffles };
}

/** Every minute, in one server process of those sharing the database (a lease); returns a stop function. */
export function schedulePromotionJobs(db: Db, brandIds: string[], brands: BrandLookup, log: FastifyBaseLogger, everyMs = 60_000) {
  return everyUnderLease(db, 'promotion-jobs', everyMs, () =>
    runPromotionJobs(db, brandIds, brands)
      .then(({ raffles }) => {
        for (const d of raffles.drawn) log.info({ promotionId: d.promotionId, tickets: d.tickets, winners: d.winners.length }, 'raffle drawn');
        // a raffle that failed waits for the next run
        for (const f of raffles.failed) log.warn({ promotionId: f.promotionId, err: f.error }, 'raffle draw failed');
      })
      .catch(jobFailed(log, 'promotion jobs failed')),
  );
}
