import type { LotteryBet } from '@app/contract/lottery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const MY_BETS_PAGE_SIZE = 10;

/** The member's bets on a game, newest first. */
export const getMyBets = (gameCode: string, pageNo: number, signal?: AbortSignal) =>
  apiCall('lotteryMyBets', { query: { gameCode, pageNo, pageSize: MY_BETS_PAGE_SIZE }, signal });

/** A bet whose draw time has passed but which is not settled yet: the list asks again until it is. */
export const awaitsSettlement = (bet: LotteryBet, now: number) => bet.status === 'open' && bet.drawAt <= now;

/** Every my-bets query (all members, games and pages): what a bet or a result invalidates. */
export const myBetsQueryRoot = [LOTTERY_KEY, 'bets'] as const;

export const getMyBetsQueryOptions = (token: string, gameCode: string, pageNo: number) =>
  queryOptions({
    queryKey: [...myBetsQueryRoot, token, gameCode, pageNo],
    queryFn: ({ signal }) => getMyBets(gameCode, pageNo, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((b) => awaitsSettlement(b, Date.now())) ? 3000 : false),
  });

export const useMyBets = (token: string | null, gameCode: string, pageNo: number) =>
  useQuery({ ...getMyBetsQueryOptions(token ?? '', gameCode, pageNo), enabled: !!token });
