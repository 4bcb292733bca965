import type { CallValue } from '@app/contract/calls';
import type { KycStatusValue } from '@app/contract/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The member's identity verification: its state, the files of the current submission, and why it is required. */
export const getKycStatus = (signal?: AbortSignal) => apiCall('kycStatus', { signal });

// read afresh each time the page or the account page shows: an operator may have decided in between
export const getKycStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'kyc', token], queryFn: ({ signal }) => getKycStatus(signal), staleTime: 0 });

export const useKycStatus = (token: string) => useQuery(getKycStatusQueryOptions(token));

/**
 * The status once a file is in: the server keeps it in the member's draft (made by the first upload, also after a
 * rejection), a side sent again replacing the one before.
 */
export function withUploadedFile(status: KycStatusValue, file: CallValue<'kycUpload'>): KycStatusValue {
  const draft =
    status.status === 'draft' && status.submission
      ? status.submission
      : { id: 0, documentType: null, files: [], submittedAt: null, reviewedAt: null, rejectReason: null, resend: [] };
  return { ...status, status: 'draft', submission: { ...draft, files: [...draft.files.filter((f) => f.side !== file.side), file] } };
}
