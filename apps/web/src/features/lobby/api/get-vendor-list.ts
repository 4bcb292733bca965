import type { GameType } from '@app/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** Every category's vendors in one call (value.data.lanes), kept a few minutes: the tabs of every lobby route. */
export const getVendorList = (signal?: AbortSignal) => apiCall('vendorList', { query: { platform: 'html5-desktop' }, signal });

export const getVendorListQueryOptions = () =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'vendors'],
    queryFn: ({ signal }) => getVendorList(signal),
    staleTime: 5 * 60_000,
  });

/** The vendors of one category, in the menu's order. */
export const useVendors = (gameType: GameType) =>
  useQuery({ ...getVendorListQueryOptions(), select: (value) => value.data.lanes.find((lane) => lane.gameType === gameType)?.vendors ?? [] });
