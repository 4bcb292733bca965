import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

export const getDepositReceipt = (id: number, signal?: AbortSignal) => apiCall('operatorDepositReceipt', { query: { id }, signal });

/** A manual transfer's receipt picture (re-encoded without its metadata when the player sent it). */
export const getDepositReceiptQueryOptions = (id: number, receiptAt: string | null) =>
  queryOptions({ queryKey: ['deposits', 'receipt', id, receiptAt], queryFn: ({ signal }) => getDepositReceipt(id, signal), staleTime: Infinity });

export const useDepositReceipt = (id: number, receiptAt: string | null) => useQuery({ ...getDepositReceiptQueryOptions(id, receiptAt), enabled: receiptAt !== null });

/** Finance found no matching transfer: the order is closed and the player told the reason. */
export const rejectDeposit = (body: CallBody<'operatorRejectDeposit'>) => apiCall('operatorRejectDeposit', { body });

export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectDeposit, onSettled: () => queryClient.invalidateQueries({ queryKey: ['deposits'] }) });
}
