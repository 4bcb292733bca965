/**
 * The loyalty engine's timed work: VIP notices and reviews when due, then the platform messages of every tier change
 * booked since the last run (upgrades come from the database triggers). Each step is safe to rerun.
 *
 * No birthday bonus is paid: member profiles carry no birthday (modules/accounts/profile.ts), so the tiers'
 * birthdayBonusMinor is shown on the ladder but has no date to pay on.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BrandLookup } from '../../lib/brands';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { notifyVipChanges, reviewBrands } from './vip-review';

/** `brandIds`: the brands reviewed; `brands`: each change's brand's currency words its message. */
export async function runLoyaltyJobs(db: Db, brandIds: string[], brands: BrandLookup, now = new Date()) {
  const reviews = await reviewBrands(db, brandIds, now);
  const messages = await notifyVipChanges(db, brands, now);
  return { reviews, messages };
}

/** Every minute, in one server process of those sharing the database (a lease); returns a stop function. */
export function scheduleLoyaltyJobs(db: Db, brandIds: string[], brands: BrandLookup, log: FastifyBaseLogger, everyMs = 60_000) {
  return everyUnderLease(db, 'loyalty-jobs', everyMs, () =>
    runLoyaltyJobs(db, brandIds, brands)
      .then(({ reviews }) => {
        for (const r of reviews) if (r.reviewed) log.info({ brandId: r.brandId, downgrades: r.downgrades, nextReviewAt: r.nextReviewAt }, 'VIP review done');
      })
      .catch(jobFailed(log, 'loyalty jobs failed')),
  );
}
