import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

export type OperatorVipTier = CallValue<'operatorVipTiers'>['list'][number];
export type VipTierChange = CallBody<'operatorUpdateVipTier'>;

export const useVipTiers = (brandId: string) =>
  useQuery({ queryKey: loyaltyKeys.area(brandId, 'vip-tiers'), queryFn: ({ signal }) => apiCall('operatorVipTiers', { query: { brandId }, signal }), enabled: brandId !== '' });

/** A tier's names, colours, requirements or benefits (the fields sent change). */
export function useUpdateVipTier(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipTierChange) => apiCall('operatorUpdateVipTier', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'vip-tiers') }),
  });
}
