/** Request parsing shared by the wallet's routes: amounts, idempotency keys and time ranges. */
import { requestIdSchema } from '@app/contract/wallet';
import { parseAmountMinor } from '@app/contract/money';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';

/**
 * Amount of a request (major units of the brand's currency, `digits` its decimal places) in minor units, or
 * INVALID_AMOUNT with the reason: 1000.5 đồng is too_many_decimals.
 */
export function amountMinorOf(input: unknown, digits: number, field = 'amount'): number {
  const parsed = parseAmountMinor(input, digits);
  if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field, reason: parsed.problem });
  return parsed.minor;
}

/**
 * The idempotency key of a money-moving call: body requestId, else the Idempotency-Key header, else a fresh random
 * one (the client did not ask for retry safety).
 */
export function requestIdOf(request: FastifyRequest, bodyRequestId: string | undefined): { key: string; given: boolean } {
  if (bodyRequestId) return { key: bodyRequestId, given: true };
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined) {
    const parsed = requestIdSchema.safeParse(value);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: 'Idempotency-Key', issues: [{ path: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? 'invalid' }] });
    return { key: parsed.data, given: true };
  }
  return { key: `auto-${randomBytes(12).toString('base64url')}`, given: false };
}

const DAY = 24 * 3600_000;
/** A query's time range: the last 7 days by default, at most 400 days. */
export function rangeOf(query: { startTime?: number; endTime?: number }) {
  const end = query.endTime ?? Date.now() + 60_000;
  const start = query.startTime ?? end - 7 * DAY;
  if (start >= end) throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_invalid_range', issues: [{ path: 'startTime', message: 'startTime must be before endTime' }] });
  if (end - start > 400 * DAY) throw new AppError('VALIDATION_ERROR', { field: 'startTime', key: 'err_range_too_long', issues: [{ path: 'startTime', message: 'at most 400 days' }] });
  return { start: new Date(start), end: new Date(end) };
}
