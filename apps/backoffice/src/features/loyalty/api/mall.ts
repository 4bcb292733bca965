import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

export type MallItem = CallValue<'operatorMallItems'>['list'][number];
export type NewMallItem = CallBody<'operatorCreateMallItem'>;
export type MallItemChange = CallBody<'operatorUpdateMallItem'>;

/** Every item of the brand's points mall with its stock and the units waiting for a decision. */
export const useMallItems = (brandId: string) =>
  useQuery({ queryKey: loyaltyKeys.area(brandId, 'mall'), queryFn: ({ signal }) => apiCall('operatorMallItems', { query: { brandId }, signal }), enabled: brandId !== '' });

function useMallMutation<T, R>(brandId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'mall') }) });
}

export const useCreateMallItem = (brandId: string) => useMallMutation(brandId, (body: NewMallItem) => apiCall('operatorCreateMallItem', { body }));
export const useUpdateMallItem = (brandId: string) => useMallMutation(brandId, (body: MallItemChange) => apiCall('operatorUpdateMallItem', { body }));
/** Adds units to an item's stock. */
export const useRestockItem = (brandId: string) => useMallMutation(brandId, (body: CallBody<'operatorRestockReward'>) => apiCall('operatorRestockReward', { body }));

/** Sends a picture (a data: URL); the server checks, resizes and strips it, and answers the path players load it from. */
export const useUploadMallImage = (brandId: string) => useMutation({ mutationFn: (image: string) => apiCall('operatorUploadMallImage', { body: { brandId, image } }) });
