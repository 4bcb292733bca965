import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshMember } from './refresh-member';

/** Sends the binding code to the new address (the login password too when one is bound already). */
export const sendBindEmailCode = (body: CallBody<'bindEmailCode'>) => apiCall('bindEmailCode', { body });

/** Binds the address with the code; the member info shows it masked. */
export const bindEmail = (body: CallBody<'bindEmail'>) => apiCall('bindEmail', { body });

export function useBindEmail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindEmail, onSuccess: () => refreshMember(queryClient, token) });
}
