import type { BannerGroup } from '@app/contract/brand';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /wps/system/banners?groupName=: the banner slides of one path group. */
export const getBanners = (groupName: BannerGroup, signal?: AbortSignal) => apiCall('banners', { query: { groupName }, signal });

export const getBannersQueryOptions = (groupName: BannerGroup) =>
  queryOptions({
    queryKey: ['banners', groupName],
    queryFn: ({ signal }) => getBanners(groupName, signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (groupName: BannerGroup | undefined) =>
  useQuery({ ...getBannersQueryOptions(groupName ?? 'home'), enabled: !!groupName });
