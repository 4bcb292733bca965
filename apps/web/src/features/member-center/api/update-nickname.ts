import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshMember } from './refresh-member';

/** Changes the member's nickname; the header and the member centre show the new one. */
export const updateNickname = (body: CallBody<'updateNickname'>) => apiCall('updateNickname', { body });

export function useUpdateNickname(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNickname, onSuccess: () => refreshMember(queryClient, token) });
}
