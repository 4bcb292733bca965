import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { session } from '@/lib/storage';
import { WALLET_KEY } from './keys';

/** Contract flags and the funds summary; kept as the spec's session key 'consolidated'. */
export async function getConsolidated(signal?: AbortSignal) {
  const value = await apiCall('consolidated', { signal });
  session.set('consolidated', JSON.stringify({ salary: value.salary, dividend: value.dividend, hourlySalary: value.hourlySalary, realTimeSalary: value.realTimeSalary }));
  return value;
}

export const getConsolidatedQueryOptions = (token: string) =>
  queryOptions({ queryKey: [WALLET_KEY, 'consolidated', token], queryFn: ({ signal }) => getConsolidated(signal), staleTime: 0 });

export const useConsolidated = (token: string) => useQuery(getConsolidatedQueryOptions(token));
