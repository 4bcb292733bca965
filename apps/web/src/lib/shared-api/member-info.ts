import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';

/** The logged-in member (nickname, account, roles, VIP label, masked phone and email, upline). */
export const getMemberInfo = (token: string, signal?: AbortSignal) => apiCall('memberInfo', { signal, token });

// the token is part of the key: another login never sees the last member's data
export const getMemberInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...MEMBER_QUERY_ROOT, 'info', token], queryFn: ({ signal }) => getMemberInfo(token, signal), staleTime: 60_000 });

export const useMemberInfo = (token: string) => useQuery({ ...getMemberInfoQueryOptions(token), enabled: Boolean(token) });
