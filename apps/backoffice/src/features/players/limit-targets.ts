import { t, type TextKey } from '@/lib/texts';

/** The responsible-gaming limits a pack may offer, as kind.period (the session time limit has the period session). */
export const limitTargets = [
  'deposit.daily',
  'deposit.weekly',
  'deposit.monthly',
  'loss.daily',
  'loss.weekly',
  'loss.monthly',
  'wager.daily',
  'wager.weekly',
  'wager.monthly',
  'session.session',
] as const;
export type LimitTarget = (typeof limitTargets)[number];

/** A limit's name ("Deposits per day"); a kind this app does not know yet is shown as it is. */
export const limitName = (kind: string, period: string) => {
  const target = `${kind}.${period}`;
  return (limitTargets as readonly string[]).includes(target) ? t(`limit.${target}` as TextKey) : `${kind} ${period}`;
};
