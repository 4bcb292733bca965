import { z } from 'zod';

/**
 * Text the API accepts: no control characters (C0 except tab, line feed and carriage return; DEL; C1) and no lone
 * surrogates. NUL cannot be stored by PostgreSQL, and escape sequences would reach operators' terminals and logs.
 */
const forbiddenCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** The text-pack key of the refusal (a field error under the input). */
export const CONTROL_CHARACTERS_KEY = 'input_control_characters';

export const hasForbiddenCharacters = (text: string) => forbiddenCharacter.test(text);

/** The path of the first string (key or value) in a JSON-like value that holds a forbidden character, or null. */
export function forbiddenCharacterPath(value: unknown, path: Array<string | number> = [], depth = 0): Array<string | number> | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof key === 'string' && hasForbiddenCharacters(key)) return [...path, key];
    const found = forbiddenCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The shared string schema: a string of at most `max` characters (after trimming, if asked) without forbidden characters. */
export const safeText = (max: number, options: { trim?: boolean } = {}) =>
  (options.trim ? z.string().trim() : z.string()).max(max).refine((s) => !hasForbiddenCharacters(s), { message: CONTROL_CHARACTERS_KEY });

/** Refuses forbidden characters anywhere in a call's query or body (every call of the table gets this). */
export function refuseForbiddenCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const path = forbiddenCharacterPath(value);
    if (path) ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS_KEY });
  }) as T;
}
