import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates an operator route's body or query (the /admin levers are outside the call table): the value, or
 * VALIDATION_ERROR naming the first failing field and every issue. A missing body parses as {}.
 */
export function parseAdminInput<T extends z.ZodType>(schema: T, value: unknown, where = 'body'): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.') || where, message: i.message }));
    throw new AppError('VALIDATION_ERROR', { field: issues[0]?.path ?? where, issues });
  }
  return parsed.data;
}
