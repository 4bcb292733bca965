import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

export type Redemption = CallValue<'operatorRedemptions'>['list'][number];
export type RedemptionStatus = 'processing' | 'approved' | 'rejected';

/** The brand's redemptions of a status, newest first. */
export const useRedemptions = (brandId: string, status: RedemptionStatus) =>
  useQuery({
    queryKey: [...loyaltyKeys.area(brandId, 'redemptions'), status],
    queryFn: ({ signal }) => apiCall('operatorRedemptions', { query: { brandId, status, limit: 200 }, signal }),
    enabled: brandId !== '',
  });

/** A decision moves the queue and the stock (a rejection gives the units back): both are read again. */
function useDecision<T, R>(brandId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'redemptions') }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'mall') }),
      ]),
  });
}

export const useApproveRedemption = (brandId: string) => useDecision(brandId, (body: CallBody<'operatorApproveRedemption'>) => apiCall('operatorApproveRedemption', { body }));
export const useRejectRedemption = (brandId: string) => useDecision(brandId, (body: CallBody<'operatorRejectRedemption'>) => apiCall('operatorRejectRedemption', { body }));
