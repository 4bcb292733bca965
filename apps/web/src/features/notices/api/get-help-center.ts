import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/** The help centre: categories of articles (HTML) in the current language. */
export const getHelpCenter = (language: PackLanguage, signal?: AbortSignal) =>
  apiCall('helpCenter', { query: { language }, signal });

export const getHelpCenterQueryOptions = (language: PackLanguage) =>
  queryOptions({
    queryKey: ['help-center', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 5 * 60_000,
  });

export const useHelpCenter = () => useQuery(getHelpCenterQueryOptions(useLanguage()));
