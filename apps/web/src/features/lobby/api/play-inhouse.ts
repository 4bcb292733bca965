import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getInhouseSessionQueryOptions } from './get-inhouse-session';
import { LOBBY_KEY } from './keys';

export type InhousePlayInput = Omit<CallBody<'inhousePlay'>, 'session' | 'roundId'>;

/** One round; the round id is the idempotency key (a retry of the same request answers the same round). */
export const playInhouse = (session: string, input: InhousePlayInput, roundId: string = crypto.randomUUID()) =>
  apiCall('inhousePlay', { body: { session, roundId, ...input }, token: null });

/** After a round: the session's balance and seed state from the answer, and the rounds list afresh. */
export function usePlayInhouse(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InhousePlayInput) => playInhouse(session, input),
    onSuccess: (value) => {
      queryClient.setQueryData(getInhouseSessionQueryOptions(session).queryKey, (current) =>
        current ? { ...current, balance: value.balance, balanceMinor: value.balanceMinor, fairness: value.fairness } : current,
      );
      return queryClient.invalidateQueries({ queryKey: [LOBBY_KEY, 'inhouse', 'rounds'] });
    },
  });
}
