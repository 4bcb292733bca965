import type { Problem } from '@/components/ui/form/problem';
import { ApiError } from '@/lib/api-client';

/** The contract's shared rule keys (their texts travel with the accounts feature) and this feature's own texts for them. */
const sharedRuleKeys: Record<string, string> = {
  input_cannot_be_empty: 'mc_required',
  reg_pattern_3: 'mc_invalid_email',
  enter_valid_phone_number: 'mc_invalid_phone',
  enter_valid_verification_code: 'mc_invalid_code',
};

/**
 * A refused call as a field problem: the server's field when it names one (VALIDATION_ERROR carries the rule's key
 * and bounds), else a problem for the whole form.
 */
export function problemOf(error: unknown): { field?: string; problem: Problem } {
  if (!(error instanceof ApiError)) return { problem: { key: 'err_network_error' } };
  const value = (error.value ?? {}) as { field?: string; key?: string; params?: Record<string, unknown>; retryAfterSeconds?: number };
  const key = error.code === 'VALIDATION_ERROR' && value.key ? (sharedRuleKeys[value.key] ?? value.key) : error.messageKey;
  return { field: value.field, problem: { key, params: value.params ?? (value.retryAfterSeconds ? { seconds: value.retryAfterSeconds } : undefined) } };
}
