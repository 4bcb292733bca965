import { formatMoney } from '@app/contract/money';
import { parseAmountMinor } from '@app/contract/money';
import type { Problem } from '@/components/ui/form/problem';

export interface AmountLimits {
  /** smallest allowed amount (minor units) */
  minMinor?: number;
  /** largest allowed amount (minor units) */
  maxMinor?: number;
  /** what the source wallet holds (minor units) */
  availableMinor?: number;
}

/**
 * Checks an amount the player typed, with the server's own rules (contract parseAmountMinor: a positive decimal with
 * at most 2 places) and then the limits. Returns the first problem, or the amount in minor units.
 */
export function checkAmount(text: string, limits: AmountLimits = {}, symbol = ''): { minor: number } | { problem: Problem } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return { problem: { key: 'wl_enter_amount' } };
  const parsed = parseAmountMinor(trimmed);
  if ('problem' in parsed) {
    const key = { not_a_number: 'err_invalid_amount', not_positive: 'wl_amount_positive', too_many_decimals: 'wl_amount_decimals', too_large: 'wl_amount_too_large' }[parsed.problem];
    return { problem: { key } };
  }
  const { minMinor, maxMinor, availableMinor } = limits;
  if (minMinor !== undefined && parsed.minor < minMinor) return { problem: { key: 'wl_amount_min', params: { min: formatMoney(minMinor, symbol) } } };
  if (maxMinor !== undefined && parsed.minor > maxMinor) return { problem: { key: 'wl_amount_max', params: { max: formatMoney(maxMinor, symbol) } } };
  if (availableMinor !== undefined && parsed.minor > availableMinor)
    return { problem: { key: 'wl_amount_over_balance', params: { available: formatMoney(availableMinor, symbol) } } };
  return { minor: parsed.minor };
}

/** Minor units as the text of an amount field: 1234.5 -> "1234.50" (no separators: the field parses it back). */
export const amountText = (minor: number) => (Math.max(0, Math.trunc(minor)) / 100).toFixed(2);

/** Why some or all of the balance cannot be withdrawn now. */
export type WithdrawBlock = 'turnover' | 'daily_count' | 'below_minimum' | 'over_per_withdrawal';

/**
 * What the player can withdraw right now in one request, and why the rest of the balance cannot: the betting
 * requirement and the day's count block everything; a balance under the minimum is not enough for one withdrawal;
 * above the per-withdrawal maximum one request takes at most that.
 */
export function withdrawableNow(settings: { availableMinor: number; minMinor: number; maxMinor: number; turnover: { remainingMinor: number } }, left: number): { amountMinor: number; block: WithdrawBlock | null } {
  if (settings.turnover.remainingMinor > 0) return { amountMinor: 0, block: 'turnover' };
  if (left <= 0) return { amountMinor: 0, block: 'daily_count' };
  if (settings.availableMinor < settings.minMinor) return { amountMinor: 0, block: 'below_minimum' };
  if (settings.availableMinor > settings.maxMinor) return { amountMinor: settings.maxMinor, block: 'over_per_withdrawal' };
  return { amountMinor: settings.availableMinor, block: null };
}
