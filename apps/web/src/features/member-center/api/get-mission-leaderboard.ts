import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { listOf } from '../utils/later-data';
import { MEMBER_CENTER_KEY } from './keys';

/** The missions leaderboard (missions issue); NOT_IMPLEMENTED until then. */
export const getMissionLeaderboard = async (signal?: AbortSignal) => listOf(await apiCall('missionLeaderboard', { signal }));

export const getMissionLeaderboardQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'mission-leaderboard', token], queryFn: ({ signal }) => getMissionLeaderboard(signal), staleTime: 60_000 });

export const useMissionLeaderboard = (token: string) => useQuery(getMissionLeaderboardQueryOptions(token));
