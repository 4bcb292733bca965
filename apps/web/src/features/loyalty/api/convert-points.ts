import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshLoyalty } from './keys';

/** Converts points to the main balance at the brand's ratio, confirmed with the payment password. */
export const convertPoints = (body: CallBody<'convertPoints'>) => apiCall('convertPoints', { body });

export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: convertPoints, onSuccess: () => refreshLoyalty(queryClient) });
}
