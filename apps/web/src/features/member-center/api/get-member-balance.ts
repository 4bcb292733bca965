import { BALANCE_REFRESH_MS } from '@app/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * The total balance on the member card. Under the 'wallet' key like every balance, so the wallet screens' money
 * movements refresh it; refreshed every 60 s and on demand.
 */
export const getMemberBalance = (signal?: AbortSignal) => apiCall('balance', { signal });

export const getMemberBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['wallet', 'summary', token],
    queryFn: ({ signal }) => getMemberBalance(signal),
    staleTime: 0,
    refetchInterval: BALANCE_REFRESH_MS,
  });

export const useMemberBalance = (token: string) => useQuery(getMemberBalanceQueryOptions(token));
