import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/**
 * The notice call (spec: value.player, banners, popup, promotion). Its answer has no shape in the contract yet, so it
 * is read defensively; a server without it (NOT_IMPLEMENTED) simply gives no promotion links.
 */
export const getNotice = (signal?: AbortSignal) => apiCall('notice', { query: {}, signal });

export const getNoticeQueryOptions = (language: PackLanguage) =>
  queryOptions({
    queryKey: ['notice', language],
    queryFn: ({ signal }) => getNotice(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Which announcements link to a promotion: by announcement id, and one for the popup announcements as a whole. */
export interface PromotionLinks {
  byAnnouncement: ReadonlyMap<number, number>;
  /** a promotion the notice names without an announcement: the popup (arrival) notice links to it */
  popup: number | null;
}

const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * value.promotion as the server may send it: a promotion id, an object ({ id | promotionId, announcementId? }), or a
 * list of those. Anything else is no link.
 */
export function promotionLinksOf(value: unknown): PromotionLinks {
  const byAnnouncement = new Map<number, number>();
  let popup: number | null = null;
  const promotion = value && typeof value === 'object' ? (value as Record<string, unknown>).promotion : undefined;
  for (const entry of Array.isArray(promotion) ? promotion : [promotion]) {
    const item = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : null;
    const promotionId = positive(entry) ?? positive(item?.promotionId) ?? positive(item?.id);
    if (promotionId === null) continue;
    const announcementId = positive(item?.announcementId);
    if (announcementId !== null) byAnnouncement.set(announcementId, promotionId);
    else popup ??= promotionId;
  }
  return { byAnnouncement, popup };
}

export const usePromotionLinks = () => useQuery({ ...getNoticeQueryOptions(useLanguage()), select: promotionLinksOf });
