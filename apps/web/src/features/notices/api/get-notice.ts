import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/**
 * The arrival notice (spec: value.player, banners, popup, promotion): the popup announcements and the open
 * promotions for new players with their terms, so the notice states their figures (never copy of its own).
 */
export const getNotice = (token: string | null, signal?: AbortSignal) => apiCall('notice', { signal, token });

/** every language's and player's notice: the push channel's notice event asks them all again */
export const noticeQueryRoot = ['notice'] as const;

// the promotions are the player's own (closed to or already paid to them are left out): the token is in the key
export const getNoticeQueryOptions = (token: string | null, language: PackLanguage) =>
  queryOptions({
    queryKey: [...noticeQueryRoot, language, token ?? ''],
    queryFn: ({ signal }) => getNotice(token, signal),
    staleTime: 5 * 60_000,
  });

export const useNotice = (token: string | null) => useQuery(getNoticeQueryOptions(token, useLanguage()));
