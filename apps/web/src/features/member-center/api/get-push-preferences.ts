import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The member's notification switches (every kind, on unless turned off) and how many devices receive them. */
export const getPushPreferences = (signal?: AbortSignal) => apiCall('pushPreferences', { signal });

export const getPushPreferencesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'push-preferences', token], queryFn: ({ signal }) => getPushPreferences(signal), staleTime: 0 });

export const usePushPreferences = (token: string) => useQuery(getPushPreferencesQueryOptions(token));
