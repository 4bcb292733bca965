import type { Fairness } from '@app/contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getInhouseSessionQueryOptions } from './get-inhouse-session';
import { LOBBY_KEY } from './keys';

export const setClientSeed = (session: string, clientSeed: string) => apiCall('inhouseClientSeed', { body: { session, clientSeed }, token: null });

/** Retires the current server seed (revealing it, so every round played with it can be verified) and commits a new one. */
export const rotateSeed = (session: string, clientSeed?: string) =>
  apiCall('inhouseRotateSeed', { body: { session, ...(clientSeed ? { clientSeed } : {}) }, token: null });

function useSetFairness(session: string) {
  const queryClient = useQueryClient();
  return (fairness: Fairness) =>
    queryClient.setQueryData(getInhouseSessionQueryOptions(session).queryKey, (current) => (current ? { ...current, fairness } : current));
}

export function useSetClientSeed(session: string) {
  const setFairness = useSetFairness(session);
  return useMutation({ mutationFn: (clientSeed: string) => setClientSeed(session, clientSeed), onSuccess: setFairness });
}

export function useRotateSeed(session: string) {
  const queryClient = useQueryClient();
  const setFairness = useSetFairness(session);
  return useMutation({
    mutationFn: (clientSeed?: string) => rotateSeed(session, clientSeed),
    onSuccess: (value) => {
      setFairness(value.fairness);
      // the rounds of the retired seed now carry it
      return queryClient.invalidateQueries({ queryKey: [LOBBY_KEY, 'inhouse', 'rounds'] });
    },
  });
}
