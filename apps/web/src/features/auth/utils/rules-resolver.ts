import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a plain check that names, per field, its first error (an encoded problem,
 * see @/components/ui/form/problem.ts). The forms use the contract's validation functions through this; no schema library needed.
 */
export function rulesResolver<T extends FieldValues>(check: (values: T) => Partial<Record<string, string | null | undefined>>): Resolver<T> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(check(values))) if (message) errors[field] = { type: 'rule', message };
    return Object.keys(errors).length
      ? { values: {}, errors: errors as unknown as FieldErrors<T> }
      : { values, errors: {} };
  };
}
