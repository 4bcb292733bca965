import type { CallValue } from '@app/contract/calls';
import { KYC_FILE_MAX_BYTES, type KycSide } from '@app/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/image-file';
import { getKycStatusQueryOptions, withUploadedFile } from './get-kyc-status';
import { MEMBER_CENTER_KEY } from './keys';

const KYC_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];
const KYC_FILE_NAME = /\.(png|jpe?g|pdf)$/i;
/** The file inputs' accept list: the types the server takes (it checks the content again). */
export const KYC_FILE_ACCEPT = KYC_FILE_TYPES.join(',');

/**
 * The server's rule checked before anything is sent: PNG, JPEG or PDF (by the stated type, or the name when the
 * browser states none), not empty, at most 10 MB. A refusal is the ApiError the server would answer (its code and
 * text key), so the page shows both the same way.
 */
export function checkKycFile(file: Pick<File, 'type' | 'name' | 'size'>): ApiError | null {
  const typeOk = file.type ? KYC_FILE_TYPES.includes(file.type) : KYC_FILE_NAME.test(file.name);
  if (!typeOk || file.size === 0) return new ApiError('INVALID_DOCUMENT', 'err_invalid_document', { field: 'file' }, 0);
  if (file.size > KYC_FILE_MAX_BYTES) return new ApiError('DOCUMENT_TOO_LARGE', 'err_document_too_large', { field: 'file', maxBytes: KYC_FILE_MAX_BYTES }, 0);
  return null;
}

/** Sends one side of the document (or the selfie) as a data URL, once the browser's check passed. */
export async function uploadKycFile({ side, file }: { side: KycSide; file: File }): Promise<CallValue<'kycUpload'>> {
  const refused = checkKycFile(file);
  if (refused) throw refused;
  return apiCall('kycUpload', { body: { side, file: await readAsDataUrl(file) } });
}

/** Every upload of the member's files (the send button waits while one travels). */
export const uploadKycFileMutationKey = (token: string) => [MEMBER_CENTER_KEY, 'kyc-upload', token] as const;

/** One file input's upload: the status shows the file at once, then reads the server's draft again. */
export function useUploadKycFile(token: string) {
  const queryClient = useQueryClient();
  const statusKey = getKycStatusQueryOptions(token).queryKey;
  return useMutation({
    mutationKey: uploadKycFileMutationKey(token),
    mutationFn: uploadKycFile,
    onSuccess: (file) => {
      queryClient.setQueryData(statusKey, (status) => status && withUploadedFile(status, file));
      return queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
