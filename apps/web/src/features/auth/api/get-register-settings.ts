import type { RegisterSettings } from '@app/contract/brand';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '@/config/brand';
import { apiCall } from '@/lib/api-client';

/** The brand's registration switches and per-field validation config. */
export const getRegisterSettings = (signal?: AbortSignal) => apiCall('registerSettings', { signal });

export const getRegisterSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'registerSettings'], queryFn: ({ signal }) => getRegisterSettings(signal), staleTime: 5 * 60_000 });

/**
 * The registration settings, fresh from their call; the boot configuration carries the same data, so forms render at
 * once with it while the call answers.
 */
export function useRegisterSettings(): RegisterSettings {
  const site = useSiteConfig();
  const query = useQuery({ ...getRegisterSettingsQueryOptions(), placeholderData: site.register });
  return query.data ?? site.register;
}
