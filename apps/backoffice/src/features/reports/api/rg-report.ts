import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type RgReport = CallValue<'operatorRgReport'>;

/** The responsible-gaming report of a brand over a range of its business days, and who is blocked now. */
export const useRgReport = (query: CallQuery<'operatorRgReport'> | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'rg', query],
      queryFn: ({ signal }) => apiCall('operatorRgReport', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
