import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The member's open sessions, the current one marked (read afresh each time the page shows). */
export const getMemberSessionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'sessions', token], queryFn: ({ signal }) => apiCall('memberSessions', { signal }), staleTime: 0 });

export const useMemberSessions = (token: string) => useQuery(getMemberSessionsQueryOptions(token));

/** Ends one session (id) or every other one (no id); the list is read again. */
export function useEndSessions(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => (id === null ? apiCall('endOtherMemberSessions', { body: {} }) : apiCall('endMemberSession', { body: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MEMBER_CENTER_KEY, 'sessions', token] }),
  });
}
