import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getKycStatusQueryOptions } from './get-kyc-status';

/** Sends the uploaded files for review as the chosen document type; answers the new status (pending). */
export const submitKyc = (body: CallBody<'kycSubmit'>) => apiCall('kycSubmit', { body });

export function useSubmitKyc(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    // the answer is the status after the submission: the page and the account page's row show it at once
    onSuccess: (status) => queryClient.setQueryData(getKycStatusQueryOptions(token).queryKey, status),
  });
}
