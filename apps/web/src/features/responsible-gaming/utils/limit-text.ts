import { SESSION_LIMIT_MAX_MINUTES, type RgLimitKind } from '@app/contract/responsible-gaming';
import { amountInputText, parseAmountInput } from '@/lib/amount-input';

/** The text key of a limit's name: rg_limit_deposit_daily, ..., rg_limit_session_session. */
export const limitNameKey = (kind: string, period: string) => `rg_limit_${kind}_${period}`;

/**
 * What a limit's value field holds, as the call sends it (minutes, or a decimal amount of a currency with `digits`
 * decimals: "100.000" đồng goes as "100000"), or the text key of its problem.
 */
export function limitInput(kind: RgLimitKind, text: string, digits: number): { value: string | number } | { problem: string } {
  const trimmed = text.trim();
  if (kind === 'session') {
    const minutes = Number(trimmed);
    return Number.isInteger(minutes) && minutes >= 1 && minutes <= SESSION_LIMIT_MAX_MINUTES ? { value: minutes } : { problem: 'rg_minutes_problem' };
  }
  const amount = parseAmountInput(trimmed, digits);
  if ('minor' in amount) return { value: amountInputText(amount.minor, digits) };
  return { problem: digits === 0 ? 'rg_amount_problem_whole' : 'rg_amount_problem' };
}

/** A block's end as the member reads it (null: permanent). */
export const blockEndKey = (until: number | null) => (until === null ? 'rg_blocked_permanent' : 'rg_blocked_until');
