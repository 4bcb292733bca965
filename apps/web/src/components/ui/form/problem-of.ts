import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { ApiError } from '@/lib/api-client';
import { formatWhen } from '@/lib/format';
import type { Problem } from './problem';

export interface ProblemOfOptions {
  /** how money figures in a refusal are written (the limits, the available balance): the brand's useMoneyFormat */
  money?: MoneyFormat;
  /** only these codes' refusals may go under a field; the rest are about the whole form (default: every code) */
  fieldCodes?: ReadonlySet<string>;
  /** the field of a refusal whose code allows one when the server names none */
  fallbackField?: string;
  /** a feature's own texts for the contract's shared rule keys (VALIDATION_ERROR) */
  ruleKeys?: Readonly<Record<string, string>>;
  /** the language dates in a refusal are written in (a limit's reset, a block's end) */
  language?: string;
}

type Value = Record<string, unknown> | null;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * A refused call in the player's words: the server's code as its text key with the values it sent (the attempts
 * left, the limits, a rule's bounds, the seconds to wait), and the form field it concerns when the server names one
 * (a CAPTCHA_ refusal concerns the captcha). A failure without an answer is err_network_error. Put a problem in a
 * react-hook-form message with encodeProblem and show it with useProblemText (./problem.ts).
 */
export function problemOf(error: unknown, options: ProblemOfOptions = {}): { field?: string; problem: Problem } {
  if (!(error instanceof ApiError)) return { problem: { key: 'err_network_error' } };
  const value = (error.value && typeof error.value === 'object' ? error.value : null) as Value;
  const named = typeof value?.field === 'string' && value.field !== 'body' && value.field !== 'query' ? value.field : undefined;
  const mayName = !options.fieldCodes || options.fieldCodes.has(error.code);
  const field = !mayName ? undefined : error.code.startsWith('CAPTCHA') ? 'captcha' : (named ?? options.fallbackField);
  const money = (v: unknown) => formatMoney(num(v) ?? 0, options.money ?? { symbol: '', digits: 2 });
  switch (error.code) {
    // responsible gaming: the limit by name, what is left and when it resets; a block with its end
    case 'RG_LIMIT_REACHED':
      // a transfer the receiving member's limits refused: the sender is not told the receiver's limits
      if (value?.party === 'receiver') return { problem: { key: 'rg_refusal_receiver_limit' } };
      if (num(value?.limitMinor) !== undefined && num(value?.resetsAt) !== undefined)
        return {
          problem: {
            key: `rg_refusal_${String(value?.kind)}_${String(value?.period)}`,
            params: { limit: money(value?.limitMinor), remaining: money(value?.remainingMinor), resetsAt: formatWhen(num(value?.resetsAt)!, options.language ?? 'EN') },
          },
        };
      break;
    case 'RG_BLOCKED':
      if (value?.party === 'receiver') return { problem: { key: 'rg_refusal_receiver_blocked' } };
      if (value && 'until' in value) return { problem: value.until === null ? { key: 'rg_refusal_blocked_permanent' } : { key: 'rg_refusal_blocked', params: { until: formatWhen(num(value.until) ?? 0, options.language ?? 'EN') } } };
      break;
    case 'PAYMENT_PASSWORD_INCORRECT':
      if (num(value?.attemptsLeft) !== undefined) return { field, problem: { key: 'wl_password_attempts', params: { count: num(value?.attemptsLeft)! } } };
      break;
    case 'PAYMENT_PASSWORD_LOCKED':
      if (num(value?.retryAfterSeconds)) return { field, problem: { key: 'wl_password_locked', params: { minutes: Math.max(1, Math.ceil(num(value?.retryAfterSeconds)! / 60)) } } };
      break;
    case 'AMOUNT_OUT_OF_RANGE':
      if (num(value?.minMinor) !== undefined && num(value?.maxMinor) !== undefined)
        return { field: field ?? 'amount', problem: { key: 'wl_amount_range', params: { min: money(value?.minMinor), max: money(value?.maxMinor) } } };
      break;
    case 'INSUFFICIENT_BALANCE':
      if (num(value?.availableMinor) !== undefined) return { field: field ?? 'amount', problem: { key: 'wl_amount_over_balance', params: { available: money(value?.availableMinor) } } };
      break;
    case 'TURNOVER_NOT_MET': {
      const required = num(value?.requiredMinor);
      const achieved = num(value?.achievedMinor);
      if (required !== undefined && achieved !== undefined)
        return { problem: { key: 'wl_turnover_left', params: { remaining: money(Math.max(0, required - achieved)) } } };
      break;
    }
    case 'DAILY_LIMIT_REACHED':
      if (num(value?.dailyCount) !== undefined) return { problem: { key: 'wl_daily_limit', params: { count: num(value?.dailyCount)! } } };
      break;
    case 'BANK_CARD_LIMIT':
      if (num(value?.maxCards) !== undefined) return { problem: { key: 'wl_card_limit', params: { count: num(value?.maxCards)! } } };
      break;
    case 'BONUS_ACTIVE':
      if (num(value?.bonusBalanceMinor) !== undefined) return { problem: { key: 'bonus_active_amount', params: { amount: money(value?.bonusBalanceMinor) } } };
      break;
    case 'BONUS_DEPOSIT_REQUIRED':
      if (num(value?.depositRequiredMinor) !== undefined) return { problem: { key: 'bonus_deposit_required_amount', params: { amount: money(value?.depositRequiredMinor) } } };
      break;
    case 'BONUS_MAX_BET':
      if (num(value?.maxBetMinor) !== undefined) return { field, problem: { key: 'bonus_max_bet_amount', params: { amount: money(value?.maxBetMinor) } } };
      break;
    case 'NOT_QUALIFIED': {
      const target = num(value?.targetMinor);
      const current = num(value?.currentMinor);
      if (target !== undefined && current !== undefined) return { problem: { key: 'not_qualified_left', params: { remaining: money(Math.max(0, target - current)) } } };
      break;
    }
    case 'REBATE_TOO_SMALL':
      if (num(value?.minClaimMinor) !== undefined) return { problem: { key: 'rebate_min_claim_amount', params: { amount: money(value?.minClaimMinor) } } };
      break;
    case 'UNDER_AGE':
      // the brand pack's minimum age, in the birthday text
      if (num(value?.minimumAge) !== undefined) return { field, problem: { key: 'in_birthday_age', params: { age: num(value?.minimumAge)! } } };
      break;
    case 'INVALID_AMOUNT':
      return { field: field ?? 'amount', problem: { key: 'err_invalid_amount' } };
  }
  const params = (value?.params && typeof value.params === 'object' ? value.params : undefined) as Record<string, unknown> | undefined;
  // a brand rule the server checked: the rule's key and bounds
  if (error.code === 'VALIDATION_ERROR' && typeof value?.key === 'string') return { field, problem: { key: options.ruleKeys?.[value.key] ?? value.key, params } };
  const seconds = num(value?.retryAfterSeconds);
  return { field, problem: { key: error.messageKey || `err_${error.code.toLowerCase()}`, params: params ?? (seconds ? { seconds } : undefined) } };
}
