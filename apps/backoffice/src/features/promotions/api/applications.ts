import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type Application = CallValue<'operatorApplications'>['list'][number];
export type RaffleDraw = CallValue<'operatorDrawRaffle'>;
type Status = 'applying' | 'issued' | 'rejected';

/** The brand's activity applications of a status, newest first, read again each minute while the queue is open. */
export const useApplications = (brandId: string, status: Status) =>
  useQuery({
    queryKey: ['applications', brandId, status],
    queryFn: ({ signal }) => apiCall('operatorApplications', { query: { brandId, status, limit: 100 }, signal }),
    enabled: brandId !== '',
    refetchInterval: 60_000,
  });

/** One picture of an application as a data: URL (the pictures are never pages of their own). */
export const useApplicationImage = (id: number, index: number) =>
  useQuery({
    queryKey: ['application-image', id, index],
    queryFn: async ({ signal }) => {
      const file = await apiCall('operatorApplicationImage', { query: { id, index }, signal });
      return `data:${file.contentType};base64,${file.base64}`;
    },
    staleTime: Infinity,
  });

export function useDecideApplication() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['applications'] });
  return {
    approve: useMutation({ mutationFn: (input: { id: number; amount?: string }) => apiCall('operatorApproveApplication', { body: input }), onSuccess }),
    reject: useMutation({ mutationFn: (input: { id: number; remark: string }) => apiCall('operatorRejectApplication', { body: input }), onSuccess }),
  };
}

/** Draws a raffle whose time has come (a second draw answers the first one's winners). */
export const useDrawRaffle = () => useMutation({ mutationFn: (id: number) => apiCall('operatorDrawRaffle', { body: { id } }) });
