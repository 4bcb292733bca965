import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** Whether the member receives operators' marketing messages (false: opted out). */
export const getMarketingPreference = (signal?: AbortSignal) => apiCall('marketingPreference', { signal });

export const getMarketingPreferenceQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'marketing-preference', token], queryFn: ({ signal }) => getMarketingPreference(signal) });

export const useMarketingPreference = (token: string) => useQuery(getMarketingPreferenceQueryOptions(token));
