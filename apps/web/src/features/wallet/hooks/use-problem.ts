import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useMoneyFormat } from '@/config/brand';
import { encodeProblem, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { useLanguage } from '@/lib/i18n';

/**
 * A form's answer to a refused call: the problem goes under its field when the server names one the form has,
 * else above the button (`alert`).
 */
export function useCallProblem<F extends FieldValues>(form: UseFormReturn<F>, fields: readonly Path<F>[]) {
  const money = useMoneyFormat();
  const language = useLanguage();
  const [alert, setAlert] = useState<Problem>();
  const report = (error: unknown) => {
    const { field, problem } = problemOf(error, { money, language });
    const target = fields.find((f) => f === field);
    if (target) form.setError(target, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
    else setAlert(problem);
  };
  return { alert, setAlert, report, clear: () => setAlert(undefined) };
}
