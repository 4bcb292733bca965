import { formatMoney, type MoneyFormat } from '@app/contract/money';
import type { Problem } from '@/components/ui/form/problem';
import { parseAmountInput } from '@/lib/amount-input';

export interface TransferLimits {
  minMinor: number;
  maxMinor: number;
  /** what is left of today's limit */
  remainingTodayMinor: number;
  /** the agent's main wallet */
  availableMinor?: number;
}

/**
 * An amount the agent typed, checked with the server's rules (a positive decimal with at most the currency's decimal
 * places, `format.digits`) and then the transfer limits: the first problem, or the amount in minor units.
 */
export function checkTransferAmount(text: string, limits: TransferLimits | undefined, format: MoneyFormat): { minor: number } | { problem: Problem } {
  if (!text.trim()) return { problem: { key: 'ag_enter_amount' } };
  const parsed = parseAmountInput(text, format.digits);
  if ('problem' in parsed) return { problem: { key: parsed.problem === 'too_many_decimals' ? 'ag_amount_decimals' : 'ag_amount_invalid' } };
  if (!limits) return { minor: parsed.minor };
  const money = (minor: number) => formatMoney(minor, format);
  if (parsed.minor < limits.minMinor || parsed.minor > limits.maxMinor)
    return { problem: { key: 'ag_amount_range', params: { min: money(limits.minMinor), max: money(limits.maxMinor) } } };
  if (parsed.minor > limits.remainingTodayMinor) return { problem: { key: 'ag_amount_over_daily', params: { remaining: money(limits.remainingTodayMinor) } } };
  if (limits.availableMinor !== undefined && parsed.minor > limits.availableMinor)
    return { problem: { key: 'ag_amount_over_balance', params: { available: money(limits.availableMinor) } } };
  return { minor: parsed.minor };
}
