import { fillBounds } from '@app/contract/validation';
import { useTranslation } from 'react-i18next';

/** A problem to show: a text key with its parameters (a zod message, a local check, or a server refusal). */
export interface Problem {
  key: string;
  params?: Record<string, unknown>;
}

/** A problem as a zod or react-hook-form message (a string): "key?name=value&...". */
export const encodeProblem = (problem: Problem) =>
  problem.params ? `${problem.key}?${new URLSearchParams(Object.entries(problem.params).map(([k, v]) => [k, String(v)])).toString()}` : problem.key;

export function decodeProblem(message: string): Problem {
  const at = message.indexOf('?');
  if (at < 0) return { key: message };
  const params: Record<string, unknown> = Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  // i18next picks a plural form (key_one, key_other) only for a numeric count
  if (typeof params.count === 'string' && /^-?\d+$/.test(params.count)) params.count = Number(params.count);
  return { key: message.slice(0, at), params };
}

/**
 * A field's error (an encoded message or a problem) in the player's language; a brand rule's (min) and (max) in the
 * text are filled from its bounds.
 */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: string | Problem | undefined) => {
    if (!problem) return undefined;
    const { key, params } = typeof problem === 'string' ? decodeProblem(problem) : problem;
    const text = t(key, params);
    return params && 'min' in params && 'max' in params ? fillBounds(text, params as { min: number; max: number }) : text;
  };
}
