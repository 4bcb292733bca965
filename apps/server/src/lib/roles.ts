import { isTrialType } from '@app/contract/session';
import { AppError } from './app-error';
import type { SessionMember } from './session-member';

/** The member of a login call (the router guarantees it; this narrows the type). */
export function requireMember(member: SessionMember | null): SessionMember {
  if (!member) throw new AppError('NOT_LOGGED_IN');
  return member;
}

/** Refuses trial (free demo, type 4) accounts: TRIAL_ACCOUNT, message key in_need_true_account. */
export function requireRealAccount(member: SessionMember | null): SessionMember {
  const m = requireMember(member);
  if (isTrialType(m.type)) throw new AppError('TRIAL_ACCOUNT');
  return m;
}
