import type { OperatorPermission } from '@app/contract/operators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import type { CallValue } from '../api-types';

export type Me = CallValue<'operatorMe'>;

/** The signed-in operator (role, permissions, brands): the shell's nav and every permission check read it. */
export const getMe = (signal?: AbortSignal) => apiCall('operatorMe', { signal });

export const getMeQueryOptions = () => queryOptions({ queryKey: ['operator', 'me'], queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export const useMe = () => useQuery(getMeQueryOptions());

/** Whether the operator's role grants a permission. */
export const can = (me: Pick<Me, 'permissions'> | undefined, permission: OperatorPermission) => Boolean(me?.permissions.includes(permission));
