import { formatMoney } from '@app/contract/money';
import { parseAmountMinor } from '@app/contract/money';
import type { Problem } from '@/components/ui/form/problem';

export interface TransferLimits {
  minMinor: number;
  maxMinor: number;
  /** what is left of today's limit */
  remainingTodayMinor: number;
  /** the agent's main wallet */
  availableMinor?: number;
}

/**
 * An amount the agent typed, checked with the server's rules (a positive decimal with at most 2 places) and then the
 * transfer limits: the first problem, or the amount in minor units.
 */
export function checkTransferAmount(text: string, limits: TransferLimits | undefined, symbol: string): { minor: number } | { problem: Problem } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return { problem: { key: 'ag_enter_amount' } };
  const parsed = parseAmountMinor(trimmed);
  if ('problem' in parsed) return { problem: { key: parsed.problem === 'too_many_decimals' ? 'ag_amount_decimals' : 'ag_amount_invalid' } };
  if (!limits) return { minor: parsed.minor };
  const money = (minor: number) => formatMoney(minor, symbol);
  if (parsed.minor < limits.minMinor || parsed.minor > limits.maxMinor)
    return { problem: { key: 'ag_amount_range', params: { min: money(limits.minMinor), max: money(limits.maxMinor) } } };
  if (parsed.minor > limits.remainingTodayMinor) return { problem: { key: 'ag_amount_over_daily', params: { remaining: money(limits.remainingTodayMinor) } } };
  if (limits.availableMinor !== undefined && parsed.minor > limits.availableMinor)
    return { problem: { key: 'ag_amount_over_balance', params: { available: money(limits.availableMinor) } } };
  return { minor: parsed.minor };
}

/** Minor units as the call's amount text: 1234.5 -> "1234.50". */
export const amountText = (minor: number) => (minor / 100).toFixed(2);
