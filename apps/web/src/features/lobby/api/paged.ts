import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';

/** A page of a server list: the spec's pageNo and totalPages. */
export interface PageShape {
  pageNo: number;
  totalPages: number;
}
/** Every loaded page of a list, in order, from `firstPage` on. */
export interface Pages<P> {
  pages: P[];
  firstPage: number;
}

/**
 * One query holds a list's loaded pages. Its queryFn (first load, refetch after an invalidation) loads as many pages
 * as are loaded now; more pages are added at either end with `fetchNextPage` / `fetchPreviousPage`.
 *
 * (Deliberately not useInfiniteQuery: plain queries keep react-query's infinite code out of the first chunk, which
 * carries the home route's 150 kB budget.)
 */
export function pagedQueryOptions<P extends PageShape, K extends QueryKey>(
  queryKey: K,
  startPage: number,
  fetchPage: (pageNo: number, signal?: AbortSignal) => Promise<P>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ client, signal }): Promise<Pages<P>> => {
      const current = client.getQueryData<Pages<P>>(queryKey);
      const first = current?.firstPage ?? startPage;
      const count = Math.max(1, current?.pages.length ?? 1);
      const pages = await Promise.all(Array.from({ length: count }, (_, i) => fetchPage(first + i, signal)));
      return { pages, firstPage: first };
    },
  });
}

type Direction = 'next' | 'previous';

/** Whether the server has a page after this one. */
const hasPageAfter = (page: PageShape | undefined) => !!page && page.pageNo < page.totalPages;

/** The paged list's query with infinite-query-like helpers. */
export function usePagedQuery<P extends PageShape, K extends QueryKey>(
  options: ReturnType<typeof pagedQueryOptions<P, K>>,
  fetchPage: (pageNo: number) => Promise<P>,
  enabled: boolean,
) {
  const client = useQueryClient();
  const query = useQuery({ ...options, enabled });
  const key = JSON.stringify(options.queryKey);
  const [loading, setLoading] = useState<{ key: string; direction: Direction } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const busy = useRef(false);

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const last = pages[pages.length - 1];
  const hasNextPage = hasPageAfter(last);
  const hasPreviousPage = !!first && first.pageNo > 1;

  const load = async (direction: Direction) => {
    // the pages in the cache now, not those of the last render: a page that has just arrived may not be drawn yet
    const cached = client.getQueryData<Pages<P>>(options.queryKey)?.pages ?? pages;
    const [firstNow, lastNow] = [cached[0], cached[cached.length - 1]];
    if (busy.current || !firstNow || !lastNow) return;
    const pageNo = direction === 'next' ? lastNow.pageNo + 1 : firstNow.pageNo - 1;
    if (pageNo < 1 || (direction === 'next' && !hasPageAfter(lastNow))) return;
    busy.current = true;
    setLoading({ key, direction });
    setFailed(null);
    const queryKey = options.queryKey;
    try {
      const page = await fetchPage(pageNo);
      client.setQueryData<Pages<P>>(queryKey, (old) => {
        if (!old || old.pages.some((p) => p.pageNo === page.pageNo)) return old;
        return direction === 'next' ? { ...old, pages: [...old.pages, page] } : { pages: [page, ...old.pages], firstPage: page.pageNo };
      });
    } catch {
      setFailed(key);
    } finally {
      busy.current = false;
      setLoading(null);
    }
  };

  return {
    data: query.data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasNextPage,
    hasPreviousPage,
    isFetchingNextPage: loading?.key === key && loading.direction === 'next',
    isFetchingPreviousPage: loading?.key === key && loading.direction === 'previous',
    isFetchNextPageError: failed === key,
    fetchNextPage: () => load('next'),
    fetchPreviousPage: () => load('previous'),
  };
}
