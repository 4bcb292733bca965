import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The member's avatar as a data URL. */
export const getMemberIcon = (token: string, signal?: AbortSignal) => apiCall('memberIcon', { signal, token });

export const getMemberIconQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'icon', token], queryFn: ({ signal }) => getMemberIcon(token, signal), staleTime: Infinity });

export const useMemberIcon = (token: string) => useQuery({ ...getMemberIconQueryOptions(token), enabled: Boolean(token) });
