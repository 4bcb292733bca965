import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type BetsQuery = CallQuery<'operatorPlayerBets'>;
export type BetRow = CallValue<'operatorPlayerBets'>['list'][number];

export const getPlayerBets = (query: BetsQuery, signal?: AbortSignal) => apiCall('operatorPlayerBets', { query, signal });

/** One page of a player's bets, newest first. */
export const getPlayerBetsQueryOptions = (query: BetsQuery) =>
  queryOptions({ queryKey: ['players', 'bets', query], queryFn: ({ signal }) => getPlayerBets(query, signal), placeholderData: keepPreviousData });

export const usePlayerBets = (query: BetsQuery) => useQuery(getPlayerBetsQueryOptions(query));
