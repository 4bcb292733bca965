import { BALANCE_REFRESH_MS } from '@app/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** sumBalance with main, held and the vendor wallets the member has used. */
export const getWalletBalance = (signal?: AbortSignal) => apiCall('balance', { signal });

/** Refreshed every 60 s (spec) while a screen shows it, and on demand. */
export const getWalletBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'summary', token],
    queryFn: ({ signal }) => getWalletBalance(signal),
    staleTime: 0,
    refetchInterval: BALANCE_REFRESH_MS,
  });

export const useWalletBalance = (token: string) => useQuery(getWalletBalanceQueryOptions(token));
