import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type ResultsBoard = CallValue<'operatorLotteryResults'>;
export type AwaitingDraw = ResultsBoard['awaiting'][number];

const boardKey = ['lottery-risk', 'official-results'] as const;

/** The games that can take official results and the draws waiting for one, read again every 15 seconds. */
export const useResultsBoard = () =>
  useQuery(queryOptions({ queryKey: boardKey, queryFn: ({ signal }) => apiCall('operatorLotteryResults', { signal }), refetchInterval: 15_000 }));

/** A mutation whose answer (or, for an entry or a confirmation, a fresh read) replaces the board. */
function useBoardMutation<Body, Value>(call: (body: Body) => Promise<Value>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey }) });
}

export const useSetResultSource = () => useBoardMutation((body: CallBody<'operatorSetLotteryResultSource'>) => apiCall('operatorSetLotteryResultSource', { body }));
export const useEnterResult = () => useBoardMutation((body: CallBody<'operatorEnterLotteryResult'>) => apiCall('operatorEnterLotteryResult', { body }));
export const useConfirmResult = () => useBoardMutation((body: CallBody<'operatorConfirmLotteryResult'>) => apiCall('operatorConfirmLotteryResult', { body }));
export const useRejectResult = () => useBoardMutation((body: CallBody<'operatorRejectLotteryResult'>) => apiCall('operatorRejectLotteryResult', { body }));
