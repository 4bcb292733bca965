import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { MoneyFormat } from '@app/contract/money';
import type { z } from 'zod';
import { encodeProblem, type Problem } from '@/components/ui/form/problem';
import { amountInputText } from '@/lib/amount-input';
import { type AmountLimits, checkAmount } from '../utils/amount';
import { useCallProblem } from './use-problem';

/**
 * The setup every money form shares: react-hook-form with the zod schema (which checks the amount with the limits of
 * the moment, `amountIssue`), server refusals under their field or above the button, a success text, and one submit
 * path that clears the last answer, runs the call and reports a refusal.
 */
export function useMoneyForm<F extends FieldValues>(options: {
  schema: z.ZodType<F, F>;
  defaultValues: DefaultValues<F>;
  /** fields a server refusal may name (the rest show above the button) */
  serverFields: readonly Path<F>[];
}) {
  const form = useForm<F>({ resolver: zodResolver(options.schema), defaultValues: options.defaultValues });
  const problem = useCallProblem(form, options.serverFields);
  const [done, setDone] = useState<string>();
  /** runs a money call: `action` sends it and answers the success text (or nothing); a refusal is reported */
  const run = async (action: () => Promise<string | void>) => {
    problem.clear();
    setDone(undefined);
    try {
      const text = await action();
      if (text) setDone(text);
    } catch (error) {
      problem.report(error);
    }
  };
  /** the form's submit handler: the values passed the schema, then `run` */
  const onSubmit = (action: (values: F) => Promise<string | void>) => form.handleSubmit((values) => run(() => action(values)));
  return { form, problem, done, run, onSubmit };
}

/**
 * In a schema's superRefine: the amount's first problem under its field, with the brand's decimal places and money
 * writing (`money`, from useMoneyFormat); `rename` words it for this form.
 */
export function amountIssue(
  ctx: z.RefinementCtx,
  input: { path: string; text: string; limits: AmountLimits; money: MoneyFormat; rename?: (problem: Problem) => Problem },
) {
  const checked = checkAmount(input.text, input.money, input.limits);
  if ('problem' in checked) ctx.addIssue({ code: 'custom', path: [input.path], message: encodeProblem(input.rename?.(checked.problem) ?? checked.problem) });
}

/**
 * The amount of a validated form as the call sends it, a decimal in the major unit ("1234.50", "100000" đồng), and
 * in minor units, or null when it is not one.
 */
export function sentAmount(text: string, money: MoneyFormat): { amount: string; minor: number } | null {
  const checked = checkAmount(text, money);
  return 'minor' in checked ? { amount: amountInputText(checked.minor, money.digits), minor: checked.minor } : null;
}
