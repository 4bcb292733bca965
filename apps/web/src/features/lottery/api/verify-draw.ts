import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

/** The provably-fair check of a drawn draw: the revealed seed against its hash and the result recomputed. */
export const verifyDraw = (gameCode: string, drawNo: string, signal?: AbortSignal) => apiCall('lotteryVerify', { query: { gameCode, drawNo }, signal });

export const getVerifyDrawQueryOptions = (gameCode: string, drawNo: string) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'verify', gameCode, drawNo],
    queryFn: ({ signal }) => verifyDraw(gameCode, drawNo, signal),
    staleTime: Infinity,
  });

export const useVerifyDraw = (gameCode: string, drawNo: string) => useQuery(getVerifyDrawQueryOptions(gameCode, drawNo));
