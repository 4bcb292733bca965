import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';
import { getOperatorsQueryOptions } from './get-operators';

export type CreateOperatorBody = CallBody<'operatorCreate'>;

export const createOperator = (body: CreateOperatorBody) => apiCall('operatorCreate', { body });

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOperator, onSuccess: () => queryClient.invalidateQueries({ queryKey: getOperatorsQueryOptions().queryKey }) });
}
