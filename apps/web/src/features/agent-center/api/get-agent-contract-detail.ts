import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** One contract: its history, running period, what accepting it terminates and the allowed actions. */
export type AgentContractDetailQuery = CallQuery<'agentContractDetail'>;
export const getAgentContractDetail = (token: string, query: AgentContractDetailQuery, signal?: AbortSignal) => apiCall('agentContractDetail', { query, signal, token });

export const getAgentContractDetailQueryOptions = (token: string, query: AgentContractDetailQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'contract', token, query],
    queryFn: ({ signal }) => getAgentContractDetail(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAgentContractDetail = (token: string, query: AgentContractDetailQuery, enabled = true) => useQuery({ ...getAgentContractDetailQueryOptions(token, query), enabled });
