import type { SiteSettingNode } from '@app/contract/brand';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The brand's module tree (site settings): which screens and options are switched on. */
export const getSiteSettings = (signal?: AbortSignal) => apiCall('siteSettings', { signal });

export const getSiteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'siteSettings'], queryFn: ({ signal }) => getSiteSettings(signal), staleTime: 5 * 60_000 });

export const useSiteSettings = () => useQuery(getSiteSettingsQueryOptions());

/** False only when the tree names the module and switches it (or a parent) off; an absent module is on. */
export function moduleEnabled(nodes: readonly SiteSettingNode[] | undefined, path: string[]): boolean {
  let level = nodes;
  for (const modId of path) {
    const node = level?.find((n) => n.modId === modId);
    if (!node) return true;
    if (node.enabled === '0') return false;
    level = node.childrenNodes;
  }
  return true;
}
