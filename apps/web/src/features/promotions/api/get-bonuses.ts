import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/** The member's bonuses, newest first, a page at a time, with the active ones' totals (what the balance bar shows). */
export type BonusesQuery = CallQuery<'bonuses'>;
export const getBonuses = (token: string, query: BonusesQuery, signal?: AbortSignal) => apiCall('bonuses', { query, signal, token });

export const getBonusesQueryOptions = (token: string, query: BonusesQuery, language: PackLanguage) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'bonuses', token, language, query],
    queryFn: ({ signal }) => getBonuses(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** `enabled: false` asks nothing (the header asks only while the balance holds a bonus). */
export const useBonuses = (token: string, query: BonusesQuery, enabled = true) =>
  useQuery({ ...getBonusesQueryOptions(token, query, useLanguage()), enabled: enabled && Boolean(token) });
