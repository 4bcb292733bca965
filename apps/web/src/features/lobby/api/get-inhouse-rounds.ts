import type { InhouseGame } from '@app/contract/inhouse-games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

export const ROUNDS_PAGE_SIZE = 10;

/** Who asks: the play page with its launch token, or a logged-in member (the lobby's verification screen). */
export type RoundsOwner = { session: string } | { token: string };

export const getInhouseRounds = (owner: RoundsOwner, game: InhouseGame | undefined, pageNo: number, signal?: AbortSignal) =>
  'session' in owner
    ? apiCall('inhouseRounds', { query: { session: owner.session, game, pageNo, pageSize: ROUNDS_PAGE_SIZE }, token: null, signal })
    : apiCall('inhouseRounds', { query: { game, pageNo, pageSize: ROUNDS_PAGE_SIZE }, token: owner.token, signal });

export const getInhouseRoundsQueryOptions = (owner: RoundsOwner, game: InhouseGame | undefined, pageNo: number) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'inhouse', 'rounds', 'session' in owner ? `s:${owner.session}` : `t:${owner.token}`, game ?? 'all', pageNo],
    queryFn: ({ signal }) => getInhouseRounds(owner, game, pageNo, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useInhouseRounds = (owner: RoundsOwner, game: InhouseGame | undefined, pageNo: number) =>
  useQuery(getInhouseRoundsQueryOptions(owner, game, pageNo));
