import type { GameType } from '@app/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** A vendor's classifications with their game counts: the classification filter inside a vendor tab. */
export const getVassalageGameTypes = (vassalage: string, gameType: GameType, signal?: AbortSignal) =>
  apiCall('vassalageGameTypes', { query: { vassalage, gameType }, signal });

export const getVassalageGameTypesQueryOptions = (vassalage: string, gameType: GameType) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'classifications', vassalage, gameType],
    queryFn: ({ signal }) => getVassalageGameTypes(vassalage, gameType, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });

export const useVassalageGameTypes = (vassalage: string, gameType: GameType) =>
  useQuery({ ...getVassalageGameTypesQueryOptions(vassalage, gameType), enabled: vassalage !== '' });
