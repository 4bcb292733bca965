import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

/** How points are earned (per category, times the tier's multiplier) and converted to the main balance. */
export const getPointConfig = (token: string, signal?: AbortSignal) => apiCall('pointConfig', { signal, token });

export const getPointConfigQueryOptions = (token: string) =>
  queryOptions({ queryKey: loyaltyKey('point-config', token), queryFn: ({ signal }) => getPointConfig(token, signal), staleTime: 5 * 60_000 });

export const usePointConfig = (token: string) => useQuery(getPointConfigQueryOptions(token));
