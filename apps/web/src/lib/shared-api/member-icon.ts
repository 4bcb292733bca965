import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';

/** The member's avatar (its icon id and image URL). */
export const getMemberIcon = (token: string, signal?: AbortSignal) => apiCall('memberIcon', { signal, token });

/** Kept until an avatar change invalidates the member root. */
export const getMemberIconQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...MEMBER_QUERY_ROOT, 'icon', token], queryFn: ({ signal }) => getMemberIcon(token, signal), staleTime: Infinity });

export const useMemberIcon = (token: string) => useQuery({ ...getMemberIconQueryOptions(token), enabled: Boolean(token) });
