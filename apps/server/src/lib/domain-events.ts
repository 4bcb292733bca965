/**
 * In-transaction domain events (issue 27). The lower modules (accounts, wallet) announce what happened — an account
 * created or registered, a deposit paid — and the modules above them (promotions, loyalty) subscribe, instead of the
 * lower ones calling up into them: the module order holds (a lint rule keeps wallet and accounts from importing
 * promotions, loyalty or agents), and a new reward is a new subscriber, not an edit of the deposit path.
 *
 * publish runs every handler in order with the publisher's own transaction, so what an event causes commits or rolls
 * back with it; a handler's error fails the publisher. Handlers are registered once per process by
 * modules/subscriptions.ts (the app and the seed install them); publishing before that is a programming error, not a
 * silently lost reward.
 */
import type { Db } from '../db/client';

export interface DomainEvents {
  /** a member row was inserted (inside its transaction): the invite code it registered with, if any */
  'member.created': { brandId: string; memberId: number; referralCode: string | null };
  /** a registration finished (the login recorded where it came from): who may have the sign-up reward */
  'member.registered': { brandId: string; memberId: number; ip: string; humanChecked: boolean; byAgent: boolean };
  /**
   * a deposit order was paid and credited for the first time (inside the payment's transaction); `digits`: the
   * decimal places of its brand's currency (the messages of the rewards it pays)
   */
  'deposit.paid': { order: { id: number; brandId: string; memberId: number; orderNo: string; amountMinor: number }; digits: number };
  /** a bank card was bound (inside the binding's transaction) */
  'bank-card.bound': { brandId: string; memberId: number; accountNumber: string; accountName: string };
  /** a withdrawal was requested and its amount held (inside the request's transaction) */
  'withdrawal.requested': { brandId: string; memberId: number; orderNo: string; amountMinor: number };
  /** a binding was refused because another member holds the number or the name (in a transaction of its own: the binding rolled back) */
  'bank-card.refused': { brandId: string; memberId: number; accountNumber: string; accountName: string; code: 'BANK_ACCOUNT_IN_USE' | 'PAYEE_NAME_IN_USE' };
  /** a bonus's wagering was met and its wallet moved to main (inside the bet's transaction) */
  'bonus.released': { brandId: string; memberId: number; bonusId: number; grantedAt: Date };
  /** a reward was paid for the first time (cash or a bonus; inside the grant's transaction) */
  'reward.granted': { brandId: string; memberId: number; promotionId: number | null; grantKey: string; bonusId: number | null; amountMinor: number };
  /** an inviter was paid the reward for a friend who qualified (inside the qualifying transaction) */
  'referral.rewarded': { brandId: string; referrerId: number; friendId: number };
}

export type DomainEventName = keyof DomainEvents;
type Handler<K extends DomainEventName> = (db: Db, event: DomainEvents[K]) => Promise<void>;

const handlers: { [K in DomainEventName]: Array<Handler<K>> } = {
  'member.created': [],
  'member.registered': [],
  'deposit.paid': [],
  'bank-card.bound': [],
  'withdrawal.requested': [],
  'bank-card.refused': [],
  'bonus.released': [],
  'reward.granted': [],
  'referral.rewarded': [],
};
let installed = false;

/** Registers a handler (modules/subscriptions.ts does, once per process). */
export function subscribe<K extends DomainEventName>(name: K, handler: Handler<K>) {
  (handlers[name] as Array<Handler<K>>).push(handler);
}

/** Marks the subscriptions as installed: from now on publishing is allowed. */
export function markSubscribed() {
  installed = true;
}

/** Runs the event's handlers in order, with the publisher's db (its transaction when it has one). */
export async function publish<K extends DomainEventName>(db: Db, name: K, event: DomainEvents[K]) {
  if (!installed) throw new Error(`domain event ${name} published before the modules subscribed (modules/subscriptions.ts)`);
  for (const handler of handlers[name] as Array<Handler<K>>) await handler(db, event);
}
