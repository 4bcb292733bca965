import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type GamesReport = CallValue<'operatorGamesReport'>;
export type GamesReportRow = GamesReport['rows'][number];
export type GamesReportQuery = CallQuery<'operatorGamesReport'>;

/** The games report of a brand over a range of its business days (the previous answer stays while the next loads). */
export const useGamesReport = (query: GamesReportQuery | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'games', query],
      queryFn: ({ signal }) => apiCall('operatorGamesReport', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
