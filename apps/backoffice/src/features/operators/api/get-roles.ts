import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getRoles = (signal?: AbortSignal) => apiCall('operatorRoles', { signal });

export const getRolesQueryOptions = () => queryOptions({ queryKey: ['operators', 'roles'], queryFn: ({ signal }) => getRoles(signal), staleTime: 5 * 60_000 });

/** The roles an operator may be given (operatorRoles), with their permissions. */
export const useRoles = () => useQuery(getRolesQueryOptions());
