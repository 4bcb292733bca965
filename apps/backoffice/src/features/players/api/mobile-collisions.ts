import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type MobileCollisionGroup = CallValue<'operatorMobileCollisions'>['groups'][number];

/** Numbers two members of a brand stored in two spellings (left for an operator when numbers were normalised). */
export const useMobileCollisions = (brandId: string | undefined) =>
  useQuery(queryOptions({ queryKey: ['players', 'mobile-collisions', brandId ?? null], queryFn: ({ signal }) => apiCall('operatorMobileCollisions', { query: brandId ? { brandId } : {}, signal }) }));

/** Keeps the number for the member of this collision; the others' is cleared. */
export function useResolveMobileCollision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collisionId: number) => apiCall('operatorResolveMobileCollision', { body: { collisionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
