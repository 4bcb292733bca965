import { z } from 'zod';

/** Every JSON response of the API has this shape. */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.boolean(), code: z.string(), message: z.string(), value });

export type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** Stable error codes; `message` of an error envelope is the text-pack key `err_<code lowercased>`. */
export const errorCodes = {
  OK: 200,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  NOT_IMPLEMENTED: 501,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const messageKeyFor = (code: string) => `err_${code.toLowerCase()}`;

/** Value of a VALIDATION_ERROR envelope: the first failing field and all issues. */
export const validationErrorValueSchema = z.object({
  field: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidationErrorValue = z.infer<typeof validationErrorValueSchema>;
