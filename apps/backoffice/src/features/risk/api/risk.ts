import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallQuery, CallValue } from '@/lib/api-types';

export type RiskFlagsQuery = CallQuery<'operatorRiskFlags'>;
export type RiskFlag = CallValue<'operatorRiskFlags'>['list'][number];
export type RiskRulesValue = CallValue<'operatorRiskRules'>;
export type RiskRules = RiskRulesValue['rules'];

/** One page of risk flags (brand, status, kind, member in the query); the previous page stays on screen while the next loads. */
export const getRiskFlagsQueryOptions = (query: RiskFlagsQuery) =>
  queryOptions({
    queryKey: ['risk', 'flags', query],
    queryFn: ({ signal }) => apiCall('operatorRiskFlags', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useRiskFlags = (query: RiskFlagsQuery) => useQuery(getRiskFlagsQueryOptions(query));

/** A brand's rules that raise flags, and the score from which an open flag holds withdrawals. */
export const useRiskRules = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['risk', 'rules', brandId],
      queryFn: ({ signal }) => apiCall('operatorRiskRules', { query: { brandId }, signal }),
      enabled: brandId !== '',
    }),
  );

/**
 * Resolves an open flag with a note (risk.write). The flag lists, the held rewards (the last holding flag pays them),
 * the withdrawal queue (its risk marker and the hold) and the member's profile read it again.
 */
export function useResolveRiskFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorResolveRiskFlag'>) => apiCall('operatorResolveRiskFlag', { body }),
    onSuccess: (flag) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['risk'] }),
        queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: ['players', 'detail', flag.memberId] }),
      ]),
  });
}

/** Saves a brand's rules (risk.write); they apply to the next event checked. */
export function useSetRiskRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorSetRiskRules'>) => apiCall('operatorSetRiskRules', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['risk'] }),
  });
}

export type HeldRewardsQuery = CallQuery<'operatorHeldRewards'>;
export type HeldReward = CallValue<'operatorHeldRewards'>['list'][number];

/** One page of held rewards (brand, status, member in the query); the previous page stays on screen while the next loads. */
export const getHeldRewardsQueryOptions = (query: HeldRewardsQuery) =>
  queryOptions({
    queryKey: ['risk', 'held-rewards', query],
    queryFn: ({ signal }) => apiCall('operatorHeldRewards', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useHeldRewards = (query: HeldRewardsQuery) => useQuery(getHeldRewardsQueryOptions(query));

/** Drops a held reward with a note (risk.write): it is never paid. The risk lists read it again. */
export function useDropHeldReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorDropHeldReward'>) => apiCall('operatorDropHeldReward', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['risk'] }),
  });
}
