import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type AgentsReport = CallValue<'operatorAgentsReport'>;

/** The agents report of a brand over a range of its business days: teams and house pay by level, the top agents. */
export const useAgentsReport = (query: CallQuery<'operatorAgentsReport'> | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'agents', query],
      queryFn: ({ signal }) => apiCall('operatorAgentsReport', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
