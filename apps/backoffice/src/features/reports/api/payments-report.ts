import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type PaymentsReport = CallValue<'operatorPaymentsReport'>;

/** The payments report of a brand over a range of its business days. */
export const usePaymentsReport = (query: CallQuery<'operatorPaymentsReport'> | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'payments', query],
      queryFn: ({ signal }) => apiCall('operatorPaymentsReport', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
