import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restricted, plus the visitor's location. */
export const getSystemStatus = (signal?: AbortSignal) => apiCall('systemStatus', { signal });

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 30_000,
  });

export const useSystemStatus = () => useQuery(getSystemStatusQueryOptions());
