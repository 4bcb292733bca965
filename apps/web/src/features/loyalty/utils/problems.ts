import type { Problem } from '@/components/ui/form/problem';
import { problemOf, type ProblemOfOptions } from '@/components/ui/form/problem-of';
import { ApiError } from '@/lib/api-client';
import { wholeNumber } from '@/lib/format';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * A refused redemption or conversion in the player's words, with the figures the server sent (points and the points
 * needed, the stock left, the member's limit, the conversion step) and the field it concerns: the payment password's
 * refusals (with the attempts left) under the password, a step under the points, a missing address under the address.
 */
export function loyaltyProblem(error: unknown, options: ProblemOfOptions = {}): { field?: string; problem: Problem } {
  if (error instanceof ApiError) {
    const v = (error.value && typeof error.value === 'object' ? error.value : {}) as Record<string, unknown>;
    switch (error.code) {
      case 'INSUFFICIENT_POINTS':
        if (num(v.points) !== undefined && num(v.required) !== undefined)
          return { field: 'points', problem: { key: 'lo_insufficient_points_of', params: { points: wholeNumber(num(v.points)!), required: wholeNumber(num(v.required)!) } } };
        break;
      case 'OUT_OF_STOCK':
        if (num(v.stock) !== undefined) return { field: 'quantity', problem: { key: 'lo_out_of_stock_left', params: { count: num(v.stock)! } } };
        break;
      case 'REDEEM_LIMIT':
        if (num(v.perMemberLimit) !== undefined) return { problem: { key: 'lo_redeem_limit_of', params: { count: num(v.perMemberLimit)! } } };
        break;
      case 'POINTS_STEP':
        if (num(v.step) !== undefined && num(v.minPoints) !== undefined)
          return { field: 'points', problem: { key: 'lo_points_step_min', params: { step: wholeNumber(num(v.step)!), min: wholeNumber(num(v.minPoints)!) } } };
        break;
      case 'ADDRESS_REQUIRED':
        return { field: 'address', problem: { key: 'err_address_required' } };
      case 'PAYMENT_PASSWORD_INCORRECT':
      case 'PAYMENT_PASSWORD_LOCKED':
      case 'PAYMENT_PASSWORD_NOT_SET':
        return { field: 'paymentPassword', problem: problemOf(error, options).problem };
    }
  }
  return problemOf(error, options);
}
