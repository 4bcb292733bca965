import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { PLAYER_ACTIVITY_KEY } from './keys';

/** The current play session: time played, net position and when the next reality check is due. */
export const getRealityCheck = (token: string, signal?: AbortSignal) => apiCall('realityCheck', { signal, token });

export const getRealityCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [PLAYER_ACTIVITY_KEY, 'reality-check', token],
    queryFn: ({ signal }) => getRealityCheck(token, signal),
    // the dialog also refetches at the due time; this catches a check another tab or a refused bet revealed
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useRealityCheck = (token: string | null, enabled = true) =>
  useQuery({ ...getRealityCheckQueryOptions(token ?? ''), enabled: Boolean(token) && enabled });
