import { ageOn, isDateOfBirth, utcDay } from '@app/contract/date-of-birth';
import { useActivityRules } from '@/lib/shared-api/activity-rules';

/** The registration's age rule, in the screens that register people. */
export interface AgeRule {
  minimum: number;
  requireDateOfBirth: boolean;
}

/** The age rule until the brand's rules arrive (the server checks either way). */
export const defaultAgeRule: AgeRule = { minimum: 18, requireDateOfBirth: true };

/** The brand pack's age rule. */
export const useAgeRule = (): AgeRule => useActivityRules().data?.age ?? defaultAgeRule;

/**
 * The date of birth's problem (a text key and its parameters): missing where the pack asks for it, not a date, or
 * under the pack's minimum age.
 */
export function dateOfBirthProblem(value: string, rule: AgeRule): { key: string; params?: Record<string, number> } | null {
  if (!value) return rule.requireDateOfBirth ? { key: 'input_cannot_be_empty' } : null;
  if (!isDateOfBirth(value.trim())) return { key: 'in_date_of_birth_invalid' };
  const today = utcDay();
  if (value > today || ageOn(value, today) < rule.minimum) return { key: 'in_birthday_age', params: { age: rule.minimum } };
  return null;
}
