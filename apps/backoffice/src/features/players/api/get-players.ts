import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type PlayersQuery = CallQuery<'operatorPlayers'>;
export type PlayerRow = CallValue<'operatorPlayers'>['list'][number];

export const getPlayers = (query: PlayersQuery, signal?: AbortSignal) => apiCall('operatorPlayers', { query, signal });

/** One page of players; the previous page stays on screen while the next loads. */
export const getPlayersQueryOptions = (query: PlayersQuery) =>
  queryOptions({ queryKey: ['players', 'list', query], queryFn: ({ signal }) => getPlayers(query, signal), placeholderData: keepPreviousData });

export const usePlayers = (query: PlayersQuery) => useQuery(getPlayersQueryOptions(query));
