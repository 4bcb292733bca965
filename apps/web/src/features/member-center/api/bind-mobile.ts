import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshMember } from './refresh-member';

/** Sends the binding code by SMS to the new number (the login password too when one is bound already). */
export const sendBindMobileCode = (body: CallBody<'bindMobileCode'>) => apiCall('bindMobileCode', { body });

/** Binds the number with the code; the member info shows it masked. */
export const bindMobile = (body: CallBody<'bindMobile'>) => apiCall('bindMobile', { body });

export function useBindMobile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindMobile, onSuccess: () => refreshMember(queryClient, token) });
}
