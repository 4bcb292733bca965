import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

type ProofKind = 'claim' | 'payout';
export const getWithdrawalProof = (id: number, kind: ProofKind, signal?: AbortSignal) => apiCall('operatorWithdrawalProof', { query: { id, kind }, signal });

/** A withdrawal's picture (type checked by content when stored): the player's receipt claim, or finance's payout proof. */
export const getWithdrawalProofQueryOptions = (id: number, kind: ProofKind = 'claim') =>
  queryOptions({ queryKey: ['withdrawals', 'proof', id, kind], queryFn: ({ signal }) => getWithdrawalProof(id, kind, signal), staleTime: Infinity });

export const useWithdrawalProof = (id: number, enabled: boolean, kind: ProofKind = 'claim') => useQuery({ ...getWithdrawalProofQueryOptions(id, kind), enabled });
