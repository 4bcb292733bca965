import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type PlayerRgQuery = CallQuery<'operatorPlayerRg'>;
export type PlayerRg = CallValue<'operatorPlayerRg'>;

export const getPlayerRg = (query: PlayerRgQuery, signal?: AbortSignal) => apiCall('operatorPlayerRg', { query, signal });

/** A player's responsible-gaming limits, pending changes, block and its audit. */
export const getPlayerRgQueryOptions = (query: PlayerRgQuery) => queryOptions({ queryKey: ['players', 'rg', query], queryFn: ({ signal }) => getPlayerRg(query, signal) });

export const usePlayerRg = (query: PlayerRgQuery) => useQuery(getPlayerRgQueryOptions(query));
