import { z } from 'zod';

/**
 * Moments the API accepts: integer milliseconds since 1970 (UTC), from 0 to the last millisecond of the year 9999.
 * Every time or date field of a request (a record call's startTime/endTime, a contract's startAt/endAt) is one of
 * these, so a moment the server's date arithmetic cannot hold (Date's range ends at 8.64e15; a week added to it is
 * invalid) is a 400 naming the field, never a 500.
 */
export const MAX_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A moment in a JSON body (a number). */
export const timestampMsSchema = z.number().int().min(0).max(MAX_TIMESTAMP_MS);

/** A moment in a query string (the text of a number). */
export const timestampMsQuerySchema = z.coerce.number().int().min(0).max(MAX_TIMESTAMP_MS);
