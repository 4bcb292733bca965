import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

/** The member's current points and the points earned since the account was opened. */
export const getPointBalance = (token: string, signal?: AbortSignal) => apiCall('pointBalance', { signal, token });

export const getPointBalanceQueryOptions = (token: string) =>
  queryOptions({ queryKey: loyaltyKey('points', token), queryFn: ({ signal }) => getPointBalance(token, signal), staleTime: 0 });

export const usePointBalance = (token: string) => useQuery(getPointBalanceQueryOptions(token));
