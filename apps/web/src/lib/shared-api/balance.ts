import { BALANCE_REFRESH_MS } from '@app/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { useLivePollInterval } from '@/lib/live/use-live';

/**
 * The member's balance (the contract's BalanceValue): sumBalance with main, held and the vendor wallets the member
 * has used. The header, the game frame, the wallet screens and the member card all read this one query.
 */
export const getBalance = (token: string, signal?: AbortSignal) => apiCall('balance', { signal, token });

/**
 * Under the wallet root like every balance, so one invalidation after a money movement refreshes it; refreshed every
 * 60 s (spec) while a screen shows it, and on demand. A server without the wallet yet answers NOT_IMPLEMENTED and is
 * asked again. While the push channel is up, useBalance drops the timer: the channel's balance events write the value.
 */
export const getBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'balance', token],
    queryFn: ({ signal }) => getBalance(token, signal),
    staleTime: 0,
    refetchInterval: BALANCE_REFRESH_MS,
  });

/** The key of the balance of a session (the push channel's balance events write there). */
export const balanceQueryKey = (token: string) => getBalanceQueryOptions(token).queryKey;

export const useBalance = (token: string) =>
  useQuery({ ...getBalanceQueryOptions(token), enabled: Boolean(token), refetchInterval: useLivePollInterval(BALANCE_REFRESH_MS) });
