import { formatMoney } from '@app/contract/money';
import { ApiError } from '@/lib/api-client';
import type { Problem } from '@/components/ui/form/problem';

type Value = Record<string, unknown> | null;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * A refused call in the player's words: the server's code as its err_ text (with the values it sent, e.g. the
 * attempts left or the limits), and the form field it concerns when the server names one.
 */
export function apiProblem(error: unknown, symbol = ''): { field?: string; problem: Problem } {
  if (!(error instanceof ApiError)) return { problem: { key: 'err_network_error' } };
  const value = (error.value && typeof error.value === 'object' ? error.value : null) as Value;
  const field = typeof value?.field === 'string' ? value.field : undefined;
  const money = (v: unknown) => formatMoney(num(v) ?? 0, symbol);
  switch (error.code) {
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
    case 'INVALID_AMOUNT':
      return { field: field ?? 'amount', problem: { key: 'err_invalid_amount' } };
    case 'VALIDATION_ERROR': {
      const key = typeof value?.key === 'string' ? value.key : undefined;
      if (key) return { field, problem: { key } };
      break;
    }
  }
  return { field, problem: { key: error.messageKey || `err_${error.code.toLowerCase()}` } };
}
