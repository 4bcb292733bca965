import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type PlayersReport = CallValue<'operatorPlayersReport'>;

/** The players report of a brand over a range of its business days: registrations, first depositors, actives, cohorts. */
export const usePlayersReport = (query: CallQuery<'operatorPlayersReport'> | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'players', query],
      queryFn: ({ signal }) => apiCall('operatorPlayersReport', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
