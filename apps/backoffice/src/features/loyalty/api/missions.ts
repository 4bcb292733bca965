import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

export type OperatorMission = CallValue<'operatorMissions'>['list'][number];
export type NewMission = CallBody<'operatorCreateMission'>;
export type MissionChange = CallBody<'operatorUpdateMission'>;

/** A brand's missions, switched off ones too, in the players' order. */
export const useMissions = (brandId: string) =>
  useQuery({ queryKey: loyaltyKeys.area(brandId, 'missions'), queryFn: ({ signal }) => apiCall('operatorMissions', { query: { brandId }, signal }), enabled: brandId !== '' });

function useMissionsMutation<T, R>(brandId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'missions') }) });
}

/** A new mission: counted from the players' next activity. */
export const useCreateMission = (brandId: string) => useMissionsMutation(brandId, (body: NewMission) => apiCall('operatorCreateMission', { body }));
/** Switches a mission on or off, or changes its target. */
export const useUpdateMission = (brandId: string) => useMissionsMutation(brandId, (body: MissionChange) => apiCall('operatorUpdateMission', { body }));
