import { NOTICE_PAGE_SIZE } from '@app/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/** Announcements (types B,PL,PU,PR,H for the web platform) in pages of 9, plus the popup list. */
export const getAnnouncements = (language: PackLanguage, pageNo: number, signal?: AbortSignal) =>
  apiCall('announcements', { query: { language, pageNo, pageSize: NOTICE_PAGE_SIZE }, signal });

export const getAnnouncementsQueryOptions = (language: PackLanguage, pageNo = 1) =>
  queryOptions({
    queryKey: ['announcements', language, pageNo],
    queryFn: ({ signal }) => getAnnouncements(language, pageNo, signal),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (pageNo = 1) => useQuery(getAnnouncementsQueryOptions(useLanguage(), pageNo));
