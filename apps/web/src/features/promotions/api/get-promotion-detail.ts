import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/** One promotion with its rules, the raffle's draw and the viewer's standing (none for a visitor). */
export const getPromotionDetail = (token: string | null, id: number, signal?: AbortSignal) =>
  apiCall('promotionDetail', { query: { id }, signal, token });

export const getPromotionDetailQueryOptions = (token: string | null, id: number, language: PackLanguage) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'detail', id, token ?? '', language],
    queryFn: ({ signal }) => getPromotionDetail(token, id, signal),
    staleTime: 30_000,
  });

export const usePromotionDetail = (token: string | null, id: number) =>
  useQuery({ ...getPromotionDetailQueryOptions(token, id, useLanguage()), enabled: id > 0 });
