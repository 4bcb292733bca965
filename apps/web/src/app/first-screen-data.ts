import { BANNER_GROUP_BY_PATH } from '@app/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { getDomainRouteQueryOptions } from '@/features/brand/api/get-domain-route';
import { getPermissionQueryOptions } from '@/features/brand/api/get-permission';
import { getSystemStatusQueryOptions } from '@/features/brand/api/get-system-status';
import { getBannersQueryOptions } from '@/features/shell/api/get-banners';
import { getGameMenusQueryOptions } from '@/features/shell/api/get-game-menus';
import type { PackLanguage } from '@/lib/i18n';
import type { RouteModule } from './lazy-route';

/**
 * The boot calls every screen needs, asked for together: the site's status and brand (what the gate waits for), the
 * domain check, the menu's categories and the path's banners (what the frame draws first). The browser's boot and the
 * server's first-screen render ask the same, under the same keys.
 */
export function askBootCalls(queryClient: QueryClient, pathname: string) {
  const siteKnown = Promise.all([queryClient.prefetchQuery(getSystemStatusQueryOptions()), queryClient.prefetchQuery(getPermissionQueryOptions())]);
  const domainChecked = queryClient.prefetchQuery(getDomainRouteQueryOptions());
  const menusKnown = queryClient.prefetchQuery(getGameMenusQueryOptions());
  const bannerGroup = BANNER_GROUP_BY_PATH[pathname];
  const banners = bannerGroup
    ? queryClient.prefetchQuery(getBannersQueryOptions(bannerGroup)).then(() => queryClient.getQueryData(getBannersQueryOptions(bannerGroup).queryKey))
    : Promise.resolve(undefined);
  return { siteKnown, frameKnown: Promise.all([domainChecked, menusKnown, banners]), banners };
}

/**
 * The first screen's own data (its module's prefetch), once the boot calls say the site is open: the page then draws
 * its screen once, with its data, instead of once more per answer.
 */
export async function askFirstScreenData(queryClient: QueryClient, module: RouteModule | undefined, url: URL, language: PackLanguage, token: string | null) {
  const open = queryClient.getQueryData(getSystemStatusQueryOptions().queryKey)?.status === 0;
  const site = queryClient.getQueryData(getPermissionQueryOptions().queryKey);
  if (open && site && module?.prefetch) await module.prefetch({ queryClient, url, merchantCode: site.info.brand.merchantCode, language, token });
}
