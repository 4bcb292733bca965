import type { QueryClient } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';

/** Every agent-centre query key starts with 'agent'. */
export const AGENT_QUERY_ROOT = ['agent'] as const;

/** After a registration or a contract change: every agent-centre query is read again. */
export const refreshAgentCenter = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: AGENT_QUERY_ROOT });

/** After a money movement: the agent-centre queries and every balance (WALLET_QUERY_ROOT). */
export const refreshAfterTransfer = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: AGENT_QUERY_ROOT }), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT })]);
