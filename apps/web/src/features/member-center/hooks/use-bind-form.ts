import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { encodeProblem, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { memberRuleKeys } from '../utils/rule-keys';

/**
 * A form that binds a contact with a one-time code (phone, email): a refusal goes to the field the server names
 * (one of `fields`), else to the form's alert; `done` once the binding is saved.
 */
export function useBindForm<F extends FieldValues & { verificationCode: string }>(defaultValues: DefaultValues<F>, fields: readonly Path<F>[], onDone?: () => void) {
  const f = useForm<F>({ defaultValues });
  const [alert, setAlert] = useState<Problem>();
  const [done, setDone] = useState(false);

  const report = (error: unknown) => {
    const { field, problem } = problemOf(error, { ruleKeys: memberRuleKeys });
    const target = fields.find((name) => name === field);
    if (target) f.setError(target, { type: 'server', message: encodeProblem(problem) }, { shouldFocus: true });
    else setAlert(problem);
  };

  /** Checks the `check` fields, then sends the code: null when a field is wrong, and a refusal is shown and rethrown. */
  const sendCode = async <V>(check: Path<F>[], call: (values: F) => Promise<V>): Promise<V | null> => {
    setAlert(undefined);
    f.clearErrors('verificationCode' as Path<F>);
    if (!(await f.trigger(check))) return null;
    try {
      return await call(f.getValues());
    } catch (error) {
      report(error);
      throw error;
    }
  };

  const submitWith = (call: (values: F) => Promise<unknown>) =>
    f.handleSubmit(async (values) => {
      setAlert(undefined);
      try {
        await call(values);
        setDone(true);
        onDone?.();
      } catch (error) {
        report(error);
      }
    });

  return { f, alert, done, sendCode, submitWith };
}
