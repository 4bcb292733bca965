import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';
import { loyaltyKey } from './keys';

export type RedeemHistoryQuery = CallQuery<'redeemHistory'>;
/** The member's redemptions, newest first, with their status, remark, reference number and receiving address. */
export const getRedeemHistory = (token: string, query: RedeemHistoryQuery, signal?: AbortSignal) => apiCall('redeemHistory', { query, signal, token });

export const getRedeemHistoryQueryOptions = (token: string, query: RedeemHistoryQuery, language: PackLanguage) =>
  queryOptions({
    queryKey: loyaltyKey('redemptions', token, language, query),
    queryFn: ({ signal }) => getRedeemHistory(token, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useRedeemHistory = (token: string, query: RedeemHistoryQuery) => useQuery(getRedeemHistoryQueryOptions(token, query, useLanguage()));
