import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

export type LeaderboardPeriod = NonNullable<CallQuery<'missionLeaderboard'>['period']>;
export const LEADERBOARD_SIZE = 20;

/** The members who completed the most missions in a period (masked), and the member's own place. */
export const getMissionLeaderboard = (token: string, period: LeaderboardPeriod, signal?: AbortSignal) =>
  apiCall('missionLeaderboard', { query: { period, pageSize: LEADERBOARD_SIZE }, signal, token });

export const getMissionLeaderboardQueryOptions = (token: string, period: LeaderboardPeriod) =>
  queryOptions({
    queryKey: loyaltyKey('leaderboard', token, period),
    queryFn: ({ signal }) => getMissionLeaderboard(token, period, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useMissionLeaderboard = (token: string, period: LeaderboardPeriod) => useQuery(getMissionLeaderboardQueryOptions(token, period));
