import { BALANCE_REFRESH_MS } from '@app/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export interface Balance {
  /** minor units */
  sumMinor: number;
  currencySymbol?: string;
}

/**
 * The member's total balance. The spec's value.sumBalance (major units, 2 decimals); minor units when the server
 * also sends sumBalanceMinor.
 */
export async function getBalance(token: string, signal?: AbortSignal): Promise<Balance> {
  const value = (await apiCall('balance', { signal, token })) as { sumBalance?: number | string; sumBalanceMinor?: number; currencySymbol?: string } | null;
  const minor =
    typeof value?.sumBalanceMinor === 'number' ? value.sumBalanceMinor : Math.round(Number(value?.sumBalance ?? Number.NaN) * 100);
  if (!Number.isFinite(minor)) throw new Error('no balance in the answer');
  return { sumMinor: minor, currencySymbol: value?.currencySymbol || undefined };
}

/** Refreshed every 60 s and on demand (spec); a server without the wallet yet answers NOT_IMPLEMENTED and is asked again. */
export const getBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => getBalance(token, signal),
    staleTime: 0,
    refetchInterval: BALANCE_REFRESH_MS,
  });

export const useBalance = (token: string) => useQuery({ ...getBalanceQueryOptions(token), enabled: Boolean(token) });
