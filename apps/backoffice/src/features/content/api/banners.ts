import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type BrandBanners = CallValue<'operatorBrandBanners'>;
export type Slide = BrandBanners['effective'][number];

const key = (brandId: string) => ['content', 'banners', brandId] as const;

/** Every page's slides of the brand as players get them, the brand file's, and who set them (null: the file's). */
export const useBrandBanners = (brandId: string) =>
  useQuery(queryOptions({ queryKey: key(brandId), queryFn: ({ signal }) => apiCall('operatorBrandBanners', { query: { brandId }, signal }), enabled: brandId !== '' }));

/** Sets every page's slides at once (null: back to the brand file's); the answer replaces the list. */
export function useSetBrandBanners(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banners: CallBody<'operatorSetBrandBanners'>['banners']) => apiCall('operatorSetBrandBanners', { body: { brandId, banners } }),
    onSuccess: (value) => queryClient.setQueryData(key(brandId), value),
  });
}

/** A slide's picture: stored like a promotion's (checked by its content, resized, served from /media/uploads). */
export const useUploadBannerImage = (brandId: string) => useMutation({ mutationFn: (image: string) => apiCall('operatorUploadPromotionImage', { body: { brandId, image } }) });
