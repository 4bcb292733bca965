import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type PaymentReconciliation = CallValue<'operatorPaymentReconciliation'>;

/** The payments reconciliation of one brand's business day: per channel orders, provider events and ledger postings. */
export const usePaymentReconciliation = (query: CallQuery<'operatorPaymentReconciliation'> | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'reconciliation', query],
      queryFn: ({ signal }) => apiCall('operatorPaymentReconciliation', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
