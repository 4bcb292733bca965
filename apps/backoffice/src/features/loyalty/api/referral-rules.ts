import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

export type ReferralRules = CallValue<'operatorReferralRules'>['list'][number]['rules'];
export type ReferralPatch = CallBody<'operatorSetReferralRules'>['patch'];

/** The brand's invite-friends rules. */
export const useReferralRules = (brandId: string) =>
  useQuery({
    queryKey: loyaltyKeys.area(brandId, 'referral-rules'),
    queryFn: async ({ signal }) => (await apiCall('operatorReferralRules', { query: { brandId }, signal })).list.find((r) => r.brandId === brandId)?.rules ?? null,
    enabled: brandId !== '',
  });

export function useSetReferralRules(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ReferralPatch) => apiCall('operatorSetReferralRules', { body: { brandId, patch } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'referral-rules') }),
  });
}
