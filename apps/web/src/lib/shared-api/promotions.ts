import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/**
 * The brand's promotions (running and coming), their tabs and whether the invite-friends programme is on, each with
 * the viewer's own standing when logged in. The promotions pages, the register page and the member centre's
 * referral page read this one query.
 */
export const getPromotions = (token: string | null, signal?: AbortSignal) => apiCall('promotions', { signal, token });

// the token (a visitor has none, and no standing) and the language (titles and summaries) are part of the key
export const getPromotionsQueryOptions = (token: string | null, language: PackLanguage) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'list', token ?? '', language],
    queryFn: ({ signal }) => getPromotions(token, signal),
    staleTime: 60_000,
  });

export const usePromotions = (token: string | null) => useQuery(getPromotionsQueryOptions(token, useLanguage()));
