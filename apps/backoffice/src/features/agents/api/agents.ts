import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type AgentRules = CallValue<'operatorAgentRules'>;
export type AgentContract = CallValue<'operatorAgentContracts'>['list'][number];
export type HousePaid = CallValue<'operatorAgentContracts'>['housePaid'][number];
export type ContractState = 'offered' | 'accepted' | 'rejected' | 'terminated' | 'finished';

export const useAgentRules = (brandId: string) =>
  useQuery({ queryKey: ['agents', 'rules', brandId], queryFn: ({ signal }) => apiCall('operatorAgentRules', { query: { brandId }, signal }), enabled: brandId !== '' });

export const useAgentContracts = (brandId: string, state: ContractState | '') =>
  useQuery({
    queryKey: ['agents', 'contracts', brandId, state],
    queryFn: ({ signal }) => apiCall('operatorAgentContracts', { query: { brandId, ...(state ? { state } : {}), limit: 200 }, signal }),
    enabled: brandId !== '',
  });

function useAgentsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agents'] }) });
}

export const useSetTransferLimits = () => useAgentsMutation((body: CallBody<'operatorSetAgentTransferLimits'>) => apiCall('operatorSetAgentTransferLimits', { body }));
export const useAmendContract = () => useAgentsMutation((body: CallBody<'operatorAmendAgentContract'>) => apiCall('operatorAmendAgentContract', { body }));
export const useTerminateContract = () => useAgentsMutation((body: CallBody<'operatorTerminateAgentContract'>) => apiCall('operatorTerminateAgentContract', { body }));
export const useCreateAgent = () => useAgentsMutation((body: CallBody<'operatorCreateAgent'>) => apiCall('operatorCreateAgent', { body }));
