import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { rememberMember } from '../stores/auth-session';

/** The logged-in member; its roles and VIP label go to the spec's session keys as they arrive. */
export async function getMemberInfo(token: string, signal?: AbortSignal) {
  const info = await apiCall('memberInfo', { signal, token });
  rememberMember(token, info);
  return info;
}

// the token is part of the key: another login never sees the last member's data
export const getMemberInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'info', token], queryFn: ({ signal }) => getMemberInfo(token, signal), staleTime: 5 * 60_000 });

export const useMemberInfo = (token: string) => useQuery({ ...getMemberInfoQueryOptions(token), enabled: Boolean(token) });
