import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';
import { getApiKeysQueryOptions } from './get-api-keys';

export type CreatedApiKey = CallValue<'operatorCreateApiKey'>;

export const createApiKey = (name: string) => apiCall('operatorCreateApiKey', { body: { name } });

/** A new personal key: the answer holds the whole key, which is never shown again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }) });
}
