import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type OddsRow = CallValue<'operatorLotteryOdds'>['list'][number];

export const getOdds = (brandId: string, signal?: AbortSignal) => apiCall('operatorLotteryOdds', { query: { brandId }, signal });
export const useOdds = (brandId: string) =>
  useQuery(queryOptions({ queryKey: ['lottery-risk', 'odds', brandId], queryFn: ({ signal }) => getOdds(brandId, signal), enabled: brandId !== '' }));

/** Changes the odds and stake limits of a bet type for a brand (refused when the house would keep no edge). */
export const setOdds = (body: CallBody<'operatorSetLotteryOdds'>) => apiCall('operatorSetLotteryOdds', { body });

export function useSetOdds() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setOdds, onSuccess: (value) => queryClient.setQueryData(['lottery-risk', 'odds', value.brandId], value) });
}
