import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getPushPreferencesQueryOptions } from './get-push-preferences';

/** Turns one kind of notification on or off (for every device of the member); the switches show what the server kept. */
export const setPushPreference = (body: CallBody<'setPushPreference'>) => apiCall('setPushPreference', { body });

export function useSetPushPreference(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPushPreference,
    onSuccess: (value) => queryClient.setQueryData(getPushPreferencesQueryOptions(token).queryKey, value),
  });
}
