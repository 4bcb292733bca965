import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type PlayerDetail = CallValue<'operatorPlayer'>;

export const getPlayer = (id: number, signal?: AbortSignal) => apiCall('operatorPlayer', { query: { id }, signal });

export const getPlayerQueryOptions = (id: number) => queryOptions({ queryKey: ['players', 'detail', id], queryFn: ({ signal }) => getPlayer(id, signal) });

export const usePlayer = (id: number) => useQuery(getPlayerQueryOptions(id));
