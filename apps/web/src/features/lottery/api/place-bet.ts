import type { PlaceBetBody } from '@app/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { myBetsQueryRoot } from './get-my-bets';
import { LOTTERY_KEY } from './keys';

export const placeBet = (body: PlaceBetBody) => apiCall('lotteryPlaceBet', { body });

/** Places a ticket; the balance, the bets list and the recent games refresh after it. */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: myBetsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: [LOTTERY_KEY, 'recent'] }),
      ]),
  });
}
