import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshMember } from './refresh-member';

/** Saves the member's avatar choice; the header and the member centre show the new picture. */
export const updateAvatar = (body: CallBody<'updateAvatar'>) => apiCall('updateAvatar', { body });

export function useUpdateAvatar(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAvatar, onSuccess: () => refreshMember(queryClient, token) });
}
