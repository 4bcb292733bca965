import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

export type FeedbackListQuery = CallQuery<'feedbackList'>;
/** The member's feedback with the operator's replies, newest first, and the brand's word bounds for the form. */
export const getFeedbackList = (token: string, query: FeedbackListQuery, signal?: AbortSignal) => apiCall('feedbackList', { query, signal, token });

export const getFeedbackListQueryOptions = (token: string, query: FeedbackListQuery) =>
  queryOptions({
    queryKey: loyaltyKey('feedback', token, query),
    queryFn: ({ signal }) => getFeedbackList(token, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useFeedbackList = (token: string, query: FeedbackListQuery) => useQuery(getFeedbackListQueryOptions(token, query));
