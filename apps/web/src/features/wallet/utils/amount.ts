import { formatMoney, majorToMinor, type MoneyFormat } from '@app/contract/money';
import type { Problem } from '@/components/ui/form/problem';
import { parseAmountInput } from '@/lib/amount-input';

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
 * at most the currency's decimal places, `money.digits`) and then the limits, said in money as the brand writes it.
 * Returns the first problem, or the amount in minor units.
 */
export function checkAmount(text: string, money: MoneyFormat, limits: AmountLimits = {}): { minor: number } | { problem: Problem } {
  if (!text.trim()) return { problem: { key: 'wl_enter_amount' } };
  const parsed = parseAmountInput(text, money.digits);
  if ('problem' in parsed) {
    // too many decimals needs decimals: a currency without them reads every dot and comma as grouping
    const key = { not_a_number: 'err_invalid_amount', not_positive: 'wl_amount_positive', too_many_decimals: 'wl_amount_decimals', too_large: 'wl_amount_too_large' }[parsed.problem];
    return { problem: { key } };
  }
  const { minMinor, maxMinor, availableMinor } = limits;
  if (minMinor !== undefined && parsed.minor < minMinor) return { problem: { key: 'wl_amount_min', params: { min: formatMoney(minMinor, money) } } };
  if (maxMinor !== undefined && parsed.minor > maxMinor) return { problem: { key: 'wl_amount_max', params: { max: formatMoney(maxMinor, money) } } };
  if (availableMinor !== undefined && parsed.minor > availableMinor)
    return { problem: { key: 'wl_amount_over_balance', params: { available: formatMoney(availableMinor, money) } } };
  return { minor: parsed.minor };
}

/** Round suggestions in the major unit, 1, 2 and 5 times each power of ten from 100: ₱100 … ₱5,000, 50.000 ₫ … */
const QUICK_SERIES = Array.from({ length: 6 * 3 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** (2 + Math.floor(i / 3)));

/** Up to six suggested deposit amounts (minor units) within a channel's limits, in a currency of `digits` decimals. */
export const quickAmounts = (limits: { minMinor: number; maxMinor: number }, digits: number) =>
  QUICK_SERIES.map((major) => majorToMinor(major, digits))
    .filter((minor) => minor >= limits.minMinor && minor <= limits.maxMinor)
    .slice(0, 6);

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
