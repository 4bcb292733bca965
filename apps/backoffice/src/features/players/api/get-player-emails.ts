import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type EmailDelivery = CallValue<'operatorEmailDeliveries'>['list'][number];

/** The emails sent to one address of a brand (the player's), newest first: what went out, is waiting, or bounced. */
export const usePlayerEmails = (brandId: string, to: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['players', 'emails', brandId, to],
      queryFn: ({ signal }) => apiCall('operatorEmailDeliveries', { query: { brandId, to: to!, pageSize: 20 }, signal }),
      enabled: to !== null,
    }),
  );
