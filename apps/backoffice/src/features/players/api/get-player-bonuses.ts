import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type PlayerBonus = CallValue<'operatorPlayerBonuses'>['list'][number];

export const getPlayerBonuses = (id: number, signal?: AbortSignal) => apiCall('operatorPlayerBonuses', { query: { id }, signal });

/** A player's bonuses (active and ended) with their wagering. */
export const getPlayerBonusesQueryOptions = (id: number) => queryOptions({ queryKey: ['players', 'bonuses', id], queryFn: ({ signal }) => getPlayerBonuses(id, signal) });

export const usePlayerBonuses = (id: number) => useQuery(getPlayerBonusesQueryOptions(id));
