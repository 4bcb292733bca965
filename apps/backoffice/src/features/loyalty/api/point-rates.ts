import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

/** Points per 100 of valid turnover by game category. */
export const usePointRates = (brandId: string) =>
  useQuery({ queryKey: loyaltyKeys.area(brandId, 'point-rates'), queryFn: ({ signal }) => apiCall('operatorPointRates', { query: { brandId }, signal }), enabled: brandId !== '' });

export function useSetPointRates(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorSetPointRates'>) => apiCall('operatorSetPointRates', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'point-rates') }),
  });
}
