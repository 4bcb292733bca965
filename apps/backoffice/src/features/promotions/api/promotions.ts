import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type OperatorPromotion = CallValue<'operatorPromotions'>['list'][number];
export type NewPromotion = CallBody<'operatorCreatePromotion'>['promotion'];
export type PromotionChange = CallBody<'operatorUpdatePromotion'>;
export type UploadedImage = CallValue<'operatorUploadPromotionImage'>;

const promotionsKey = (brandId: string) => ['promotions', brandId] as const;

/** Every promotion of a brand, closed and scheduled ones included (the list filters them on the page). */
export const usePromotions = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: promotionsKey(brandId),
      queryFn: ({ signal }) => apiCall('operatorPromotions', { query: { brandId }, signal }),
      enabled: brandId !== '',
    }),
  );

/** Publishes a promotion: players see it from its start. */
export function useCreatePromotion(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotion: NewPromotion) => apiCall('operatorCreatePromotion', { body: { brandId, promotion } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey(brandId) }),
  });
}

export function useUpdatePromotion(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PromotionChange) => apiCall('operatorUpdatePromotion', { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey(brandId) }),
  });
}

/** Closes a promotion before its end: players see it no more. */
export function useClosePromotion(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall('operatorClosePromotion', { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey(brandId) }),
  });
}

/** Sends a picture (a data: URL); the server checks, resizes and strips it, and answers the path players load it from. */
export const useUploadPromotionImage = (brandId: string) => useMutation({ mutationFn: (image: string) => apiCall('operatorUploadPromotionImage', { body: { brandId, image } }) });

export type PromotionFigures = CallValue<'operatorPromotionReport'>['list'][number];

/** Each promotion's players, cost and its players' GGR (a reading of the brand's economics: dashboard.read). */
export const usePromotionReport = (brandId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['promotions', brandId, 'report'],
    queryFn: ({ signal }) => apiCall('operatorPromotionReport', { query: { brandId }, signal }),
    enabled: enabled && brandId !== '',
  });
