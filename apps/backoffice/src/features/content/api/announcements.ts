import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallQuery, CallValue } from '@/lib/api-types';

export type OperatorAnnouncement = CallValue<'operatorAnnouncements'>['list'][number];
export type AnnouncementBody = CallBody<'operatorSaveAnnouncement'>;
type Query = CallQuery<'operatorAnnouncements'>;

const key = ['content', 'announcements'] as const;

/** A page of a brand's announcements of one state (or all), newest start first. */
export const useAnnouncements = (query: Query) =>
  useQuery(queryOptions({ queryKey: [...key, query], queryFn: ({ signal }) => apiCall('operatorAnnouncements', { query, signal }), placeholderData: keepPreviousData }));

/** Writes a new announcement or changes one (the whole announcement, with its schedule and audience). */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: AnnouncementBody) => apiCall('operatorSaveAnnouncement', { body }), onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

/** Takes an announcement down at once. */
export function useRemoveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => apiCall('operatorRemoveAnnouncement', { body: { id } }), onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}
