import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getWithdrawalProof = (id: number, signal?: AbortSignal) => apiCall('operatorWithdrawalProof', { query: { id }, signal });

/** The picture a player sent with a receipt claim (type checked by content when stored), as a data: URL. */
export const getWithdrawalProofQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['withdrawals', 'proof', id], queryFn: ({ signal }) => getWithdrawalProof(id, signal), staleTime: Infinity });

export const useWithdrawalProof = (id: number, enabled: boolean) => useQuery({ ...getWithdrawalProofQueryOptions(id), enabled });
