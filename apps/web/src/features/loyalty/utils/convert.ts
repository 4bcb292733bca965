import type { PointConfigValue } from '@app/contract/loyalty';
import type { Problem } from '@/components/ui/form/problem';

export type ConvertRule = PointConfigValue['convert'];

/**
 * What a conversion pays, as the server computes it: floor(points × amountMinor ÷ points-per-step) minor units
 * (the contract's convertPointsValue). Whole steps only, so the floor never takes a fraction from the member.
 */
export const convertAmountMinor = (points: number, rule: Pick<ConvertRule, 'points' | 'amountMinor'>) => Math.floor((points * rule.amountMinor) / rule.points);

/** The most points the member can convert now: their balance down to a whole number of steps. */
export const maxConvertible = (balance: number, rule: Pick<ConvertRule, 'points'>) => Math.floor(Math.max(0, balance) / rule.points) * rule.points;

/**
 * The points field checked as the server will: digits only, at least the minimum, a multiple of the step, within the
 * balance. Answers the points or the problem to show under the field.
 */
export function checkConvertPoints(raw: string, rule: Pick<ConvertRule, 'points' | 'minPoints'>, balance: number): { points: number } | { problem: Problem } {
  const text = raw.trim().replace(/,/g, '');
  if (!text) return { problem: { key: 'lo_enter_points' } };
  if (!/^\d{1,10}$/.test(text)) return { problem: { key: 'lo_points_whole' } };
  const points = Number(text);
  if (points < rule.minPoints) return { problem: { key: 'lo_points_min', params: { min: rule.minPoints } } };
  if (points % rule.points !== 0) return { problem: { key: 'lo_points_step', params: { step: rule.points } } };
  if (points > balance) return { problem: { key: 'lo_points_over_balance', params: { points: balance } } };
  return { points };
}
