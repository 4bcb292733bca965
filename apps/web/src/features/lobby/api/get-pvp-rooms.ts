import { LOBBY_PAGE_SIZE } from '@app/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** The PVP room list (members only), optionally one vendor's, in pages of 42. */
export const getPvpRooms = (vassalage: string, pageNo: number, signal?: AbortSignal) =>
  apiCall('pvpRooms', { query: { vassalage: vassalage || undefined, pageNo, pageSize: LOBBY_PAGE_SIZE }, signal });

export const getPvpRoomsQueryOptions = (token: string, vassalage: string, pageNo: number) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'rooms', token, vassalage, pageNo],
    queryFn: ({ signal }) => getPvpRooms(vassalage, pageNo, signal),
    // players move by the minute
    staleTime: 30_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export const usePvpRooms = (token: string | null, vassalage: string, pageNo: number) =>
  useQuery({ ...getPvpRoomsQueryOptions(token ?? '', vassalage, pageNo), enabled: !!token });
