import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';
import { getOperatorsQueryOptions } from './get-operators';

export type UpdateOperatorBody = CallBody<'operatorUpdate'>;

export const updateOperator = (body: UpdateOperatorBody) => apiCall('operatorUpdate', { body });

/** Role, brands, disabled, or a reset of the authenticator (which ends their sessions): audited by the server. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOperator, onSuccess: () => queryClient.invalidateQueries({ queryKey: getOperatorsQueryOptions().queryKey }) });
}
