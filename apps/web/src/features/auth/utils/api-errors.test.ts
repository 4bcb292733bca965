import { describe, expect, it } from 'vitest';
import { decodeProblem } from '@/components/ui/form/problem';
import { ApiError } from '@/lib/api-client';
import { errorKey, fieldOfError } from './api-errors';

describe('a refused registration in the form', () => {
  it('puts a payee name another member holds under the payee name, with its own message', () => {
    const refusal = new ApiError('PAYEE_NAME_IN_USE', 'err_payee_name_in_use', { field: 'payeeName' }, 409);
    const onField = fieldOfError(refusal);
    expect(onField?.field).toBe('payeeName');
    expect(decodeProblem(onField!.message)).toEqual({ key: 'err_payee_name_in_use' });
  });

  it('keeps a refusal of the whole form above the button', () => {
    const refusal = new ApiError('OPERATION_NOT_ALLOWED', 'err_operation_not_allowed', { field: 'payeeName' }, 403);
    expect(fieldOfError(refusal)).toBeNull();
    expect(errorKey(refusal)).toBe('err_operation_not_allowed');
  });
});
