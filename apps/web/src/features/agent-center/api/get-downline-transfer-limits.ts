import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The brand's limits of a transfer to a downline and what the agent has left today. */
export const getDownlineTransferLimits = (token: string, signal?: AbortSignal) => apiCall('downlineTransferLimits', { signal, token });

export const getDownlineTransferLimitsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'transfer-limits', token],
    queryFn: ({ signal }) => getDownlineTransferLimits(token, signal),
    staleTime: 30_000,
  });

export const useDownlineTransferLimits = (token: string) => useQuery(getDownlineTransferLimitsQueryOptions(token));
