import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { referralFriends as listReferralFriends, referralSummary as readReferralSummary } from '../../modules/loyalty/referrals';

/** Invite friends (module PROMO3): the member's invite code, the brand's rules and the friends who registered with it. */
export function referralHandlers(db: Db): CallHandlers {
  const referralSummary: CallHandler<'referralSummary'> = ({ brand, member }) =>
    readReferralSummary(db, { brandId: brand.id, memberId: requireRealAccount(member).id, currency: brand.currencySymbol });
  const referralFriends: CallHandler<'referralFriends'> = ({ query, member }) => listReferralFriends(db, requireRealAccount(member).id, query);
  return { referralSummary, referralFriends };
}
