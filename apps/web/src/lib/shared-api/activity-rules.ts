import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * What the brand's jurisdiction pack sets for the player's own activity: the reality check's range, the age rule of
 * registration, the slot's pacing and the page after registering. Registration, the in-house games, the footer and
 * the reality check read this one query; it changes only with the brand's files.
 */
export const getActivityRules = (signal?: AbortSignal) => apiCall('playerActivityRules', { signal, token: null });

export const getActivityRulesQueryOptions = () =>
  queryOptions({ queryKey: ['activity-rules'], queryFn: ({ signal }) => getActivityRules(signal), staleTime: Infinity });

export const useActivityRules = () => useQuery(getActivityRulesQueryOptions());
