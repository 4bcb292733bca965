import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallQuery, CallValue } from '@/lib/api-types';

export type MessageCampaign = CallValue<'operatorMessageCampaigns'>['list'][number];
export type MessageCampaignDetail = CallValue<'operatorMessageCampaign'>;
export type NewCampaignBody = CallBody<'operatorCreateMessageCampaign'>;
type ListQuery = CallQuery<'operatorMessageCampaigns'>;

const key = ['messages', 'campaigns'] as const;

/** While a campaign is sending its counts move: the list and the detail ask again this often until it is done. */
export const SENDING_POLL_MS = 2_000;

export const campaignsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiCall('operatorMessageCampaigns', { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((c) => c.status === 'sending') ? SENDING_POLL_MS : false),
  });

/** A page of a brand's campaigns (of one status, or all), newest first; polled while one of them is sending. */
export const useMessageCampaigns = (query: ListQuery) => useQuery(campaignsQueryOptions(query));

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) => apiCall('operatorMessageCampaign', { query: { id }, signal }),
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? SENDING_POLL_MS : false),
  });

/** One campaign with how many recipients read it; polled while it is sending. */
export const useMessageCampaign = (id: number | null) => useQuery({ ...campaignQueryOptions(id ?? 0), enabled: id !== null });

/** A new campaign: kept as a draft, or sent at once (the request id makes a repeated submit create one). */
export function useCreateMessageCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCampaignBody) => apiCall('operatorCreateMessageCampaign', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Sends a draft (its recipients are fixed now) or stops a draft or a send before its next batch. */
export function useCampaignAction(action: 'send' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(action === 'send' ? 'operatorSendMessageCampaign' : 'operatorCancelMessageCampaign', { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
