import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type WithdrawalContext = CallValue<'operatorWithdrawal'>;

export const getWithdrawal = (id: number, signal?: AbortSignal) => apiCall('operatorWithdrawal', { query: { id }, signal });

/** A withdrawal with the player's context (deposits, turnover, bonuses, names, linked accounts). */
export const getWithdrawalQueryOptions = (id: number) => queryOptions({ queryKey: ['withdrawals', 'detail', id], queryFn: ({ signal }) => getWithdrawal(id, signal) });

export const useWithdrawal = (id: number) => useQuery(getWithdrawalQueryOptions(id));
