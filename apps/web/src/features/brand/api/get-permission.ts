import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { pageUrl } from '@/lib/page-url';

/** The brand's public configuration for this site (the permission call adds the current host as url). */
export const getPermission = (signal?: AbortSignal) =>
  apiCall('permission', { query: { url: pageUrl().host.slice(0, 255) }, signal });

export const getPermissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
  });

export const usePermission = () => useQuery(getPermissionQueryOptions());
