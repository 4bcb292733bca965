import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getMarketingPreferenceQueryOptions } from './get-marketing-preference';

/** Opts the member in or out of marketing messages; the switch shows what the server kept. */
export const setMarketingPreference = (body: CallBody<'setMarketingPreference'>) => apiCall('setMarketingPreference', { body });

export function useSetMarketingPreference(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMarketingPreference,
    onSuccess: (value) => queryClient.setQueryData(getMarketingPreferenceQueryOptions(token).queryKey, value),
  });
}
