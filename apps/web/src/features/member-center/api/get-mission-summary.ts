import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { missionCountOf } from '../utils/later-data';
import { MEMBER_CENTER_KEY } from './keys';

/**
 * The missions summary (missions issue). Until that lands the server answers NOT_IMPLEMENTED: no badge, no error.
 * Answers the mission count of the badge and the raw value.
 */
export async function getMissionSummary(signal?: AbortSignal) {
  const value = await apiCall('missionSummary', { signal });
  return { count: missionCountOf(value), value };
}

export const getMissionSummaryQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'missions', token], queryFn: ({ signal }) => getMissionSummary(signal), staleTime: 60_000 });

export const useMissionSummary = (token: string) => useQuery(getMissionSummaryQueryOptions(token));
