import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallQuery, CallValue } from '@/lib/api-types';

export type KycQueueQuery = CallQuery<'operatorKycQueue'>;
export type KycSubmission = CallValue<'operatorKycQueue'>['list'][number];
export type KycSide = KycSubmission['files'][number]['side'];
export type KycSettings = CallValue<'operatorKycSettings'>;

/**
 * Everything of the identity checks but the documents: a document is read again only when an operator asks (each
 * read is in the audit trail), never because a decision or a setting changed.
 */
const refreshKyc = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['kyc'], predicate: (query) => query.queryKey[1] !== 'document' });

/** One page of submissions (brand, status, member in the query); the previous page stays on screen while the next loads. */
export const getKycQueueQueryOptions = (query: KycQueueQuery) =>
  queryOptions({
    queryKey: ['kyc', 'queue', query],
    queryFn: ({ signal }) => apiCall('operatorKycQueue', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useKycQueue = (query: KycQueueQuery) => useQuery(getKycQueueQueryOptions(query));

/**
 * One file of a submission as a data URL, read only while `enabled` (the operator pressed Show): every read is
 * audited, so it is never refetched on its own and is dropped as soon as nothing shows it (a later Show reads it again).
 */
export const getKycDocumentQueryOptions = (id: number, side: KycSide) =>
  queryOptions({
    queryKey: ['kyc', 'document', id, side],
    queryFn: ({ signal }) => apiCall('operatorKycDocument', { query: { id, side }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useKycDocument = (id: number, side: KycSide, enabled: boolean) => useQuery({ ...getKycDocumentQueryOptions(id, side), enabled });

/** The brand's enforcement and its pack's rule (when verification is required). */
export const useKycSettings = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['kyc', 'settings', brandId],
      queryFn: ({ signal }) => apiCall('operatorKycSettings', { query: { brandId }, signal }),
      enabled: brandId !== '',
    }),
  );

/**
 * Approves a submission, or rejects it with the reason the player reads and the sides to send again (risk.write).
 * The queue and the player's profile read it again.
 */
export function useKycDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorKycDecide'>) => apiCall('operatorKycDecide', { body }),
    onSuccess: (submission) => Promise.all([refreshKyc(queryClient), queryClient.invalidateQueries({ queryKey: ['players', 'detail', submission.memberId] })]),
  });
}

/** Switches the brand's enforcement: follow its pack, or off (settings.write). */
export function useSetKycSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorSetKycSettings'>) => apiCall('operatorSetKycSettings', { body }),
    onSuccess: () => refreshKyc(queryClient),
  });
}
