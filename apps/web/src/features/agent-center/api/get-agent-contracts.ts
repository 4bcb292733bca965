import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The agent's contracts, as upline and as downline (filters role, kind, state), newest first. */
export type AgentContractsQuery = CallQuery<'agentContracts'>;
export const getAgentContracts = (token: string, query: AgentContractsQuery, signal?: AbortSignal) => apiCall('agentContracts', { query, signal, token });

export const getAgentContractsQueryOptions = (token: string, query: AgentContractsQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'contracts', token, query],
    queryFn: ({ signal }) => getAgentContracts(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAgentContracts = (token: string, query: AgentContractsQuery, enabled = true) => useQuery({ ...getAgentContractsQueryOptions(token, query), enabled });
