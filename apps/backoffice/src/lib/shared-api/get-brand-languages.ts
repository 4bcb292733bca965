import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * The languages a brand speaks (its texts as players get them: the back office's setting over the brand file's), for
 * forms that write to players in each of them. Shares its cache entry with the settings page's brand texts.
 */
export const useBrandLanguages = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['settings', 'brand-texts', brandId],
      queryFn: ({ signal }) => apiCall('operatorBrandTexts', { query: { brandId }, signal }),
      enabled: brandId !== '',
      select: (value) => value.effective.languages,
    }),
  );
