import { failureText } from '@/components/ui/states/states';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/texts';

const percent = (bp: number) => `${(bp / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`;

/**
 * A refusal of a loyalty change in words: the reward budget's names the category and what it would give back against
 * what the house keeps; a code the brand has is said so; anything else as every page says it.
 */
export function loyaltyRefusal(error: unknown): string {
  if (error instanceof ApiError && error.code === 'REWARD_BUDGET_EXCEEDED') {
    const v = (error.value ?? {}) as { gameType?: string; totalBp?: number; limitBp?: number };
    if (v.gameType && v.totalBp !== undefined && v.limitBp !== undefined) {
      return `${failureText(error)} ${t('lo_budget_detail', { category: v.gameType, total: percent(v.totalBp), limit: percent(v.limitBp) })}`;
    }
  }
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
    const v = (error.value ?? {}) as { field?: string; issues?: Array<{ message?: string }> };
    if (v.field === 'reward.kind') return t('lo_err_cash_turnover_only');
    if (v.field === 'reward.terms.wageringMultiple') return t('lo_err_wagering_too_low', { detail: v.issues?.[0]?.message ?? '' });
  }
  if (error instanceof ApiError && error.code === 'CONFLICT' && (error.value as { field?: string } | undefined)?.field === 'code') return t('lo_err_code_taken');
  return failureText(error);
}
