import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOYALTY_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';
import { useLivePollInterval } from '@/lib/live/use-live';

/**
 * The member's missions of every period with their progress, and how many are ready to claim: the member centre's
 * badge and the missions page read this one query.
 */
export const getMissionSummary = (token: string, signal?: AbortSignal) => apiCall('missionSummary', { signal, token });

const MISSIONS_REFRESH_MS = 60_000;

/** Every session's and language's summary (a balance event, which bets cause, refreshes them while the channel is up). */
export const missionSummaryQueryRoot = [...LOYALTY_QUERY_ROOT, 'missions'] as const;

// the language is in the key: titles and descriptions come in the Language header's language
export const getMissionSummaryQueryOptions = (token: string, language: PackLanguage) =>
  queryOptions({
    queryKey: [...missionSummaryQueryRoot, token, language],
    queryFn: ({ signal }) => getMissionSummary(token, signal),
    staleTime: 15_000,
    // progress moves with every bet: the badge follows while the member centre shows
    refetchInterval: MISSIONS_REFRESH_MS,
  });

export const useMissionSummary = (token: string) =>
  useQuery({ ...getMissionSummaryQueryOptions(token, useLanguage()), enabled: Boolean(token), refetchInterval: useLivePollInterval(MISSIONS_REFRESH_MS) });
