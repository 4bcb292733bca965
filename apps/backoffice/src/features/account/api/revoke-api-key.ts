import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getApiKeysQueryOptions } from './get-api-keys';

export const revokeApiKey = (id: number) => apiCall('operatorRevokeApiKey', { body: { id } });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }) });
}
