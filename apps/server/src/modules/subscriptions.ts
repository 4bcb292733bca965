/**
 * Who reacts to the lower modules' domain events (lib/domain-events.ts), in one place: the order here is the order
 * the handlers run in. Installed once per process by buildApp and by the seed.
 */
import { markSubscribed, subscribe } from '../lib/domain-events';
import { advanceReferral, linkReferral } from './loyalty/referrals';
import { grantDepositRewards, grantSignupRewards } from './promotions/automatic';
import { flagDepositVelocity, flagDuplicateAtBankCard, flagDuplicateAtRegistration, flagRefusedBinding, flagWithdrawal } from './risk/triggers';
import { flagLowEdgeWagering, flagReferralRing, flagSharedDeviceBonus } from './risk/abuse-triggers';

let done = false;

export function subscribeModules() {
  if (done) return;
  done = true;
  // a friend invited with a member's code is linked with the new account, in the account's own transaction
  subscribe('member.created', async (tx, e) => {
    if (e.referralCode) await linkReferral(tx, e.brandId, e.memberId, e.referralCode);
  });
  subscribe('member.registered', (db, e) => grantSignupRewards(db, e.brandId, e.memberId, { humanChecked: e.humanChecked, byAgent: e.byAgent, ip: e.ip }));
  // the deposit's matches, then the referral it may qualify, in the payment's transaction
  subscribe('deposit.paid', (tx, e) => grantDepositRewards(tx, e.order));
  subscribe('deposit.paid', (tx, e) => advanceReferral(tx, e.order, e.digits));
  // risk flags (issue 30): advice with a score, raised in the event's transaction; they move no money
  subscribe('member.registered', (db, e) => flagDuplicateAtRegistration(db, e));
  subscribe('deposit.paid', (tx, e) => flagDepositVelocity(tx, e.order));
  subscribe('bank-card.bound', (tx, e) => flagDuplicateAtBankCard(tx, e));
  subscribe('withdrawal.requested', (tx, e) => flagWithdrawal(tx, e));
  subscribe('bank-card.refused', (tx, e) => flagRefusedBinding(tx, e));
  subscribe('bonus.released', (tx, e) => flagLowEdgeWagering(tx, e));
  subscribe('reward.granted', (tx, e) => flagSharedDeviceBonus(tx, e));
  subscribe('referral.rewarded', (tx, e) => flagReferralRing(tx, e));
  markSubscribed();
}
