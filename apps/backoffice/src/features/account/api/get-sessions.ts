import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type OperatorSessionRow = CallValue<'operatorSessions'>['list'][number];

export const getSessions = (signal?: AbortSignal) => apiCall('operatorSessions', { signal });

export const getSessionsQueryOptions = () => queryOptions({ queryKey: ['account', 'sessions'], queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(getSessionsQueryOptions());
