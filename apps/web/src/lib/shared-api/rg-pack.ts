import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/**
 * The brand's responsible-gaming pack in the interface language: the header menu (panic button), the footer and the
 * responsible-gaming screens read this one query. The operator may switch packs at run time: read it every few minutes.
 */
export const getRgPack = (signal?: AbortSignal) => apiCall('rgPack', { signal });

export const getRgPackQueryOptions = (language: PackLanguage) =>
  queryOptions({ queryKey: ['rg', 'pack', language], queryFn: ({ signal }) => getRgPack(signal), staleTime: 5 * 60_000 });

export const useRgPack = () => useQuery(getRgPackQueryOptions(useLanguage()));
