import type { CallValue } from '@app/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { session } from '@/lib/storage';
import { pageUrl } from '@/lib/page-url';

type DomainRoute = CallValue<'domainRoute'>;
const host = () => pageUrl().host.slice(0, 255);

/** The answer kept for the session ('validate'), for this host only: a reload does not ask again. */
function cachedAnswer(): DomainRoute | undefined {
  const saved = session.getJson<(DomainRoute & { host: string }) | null>('validate', null);
  return saved && saved.host === host() ? { valid: saved.valid, domain: saved.domain } : undefined;
}

/** The domain check: whether this page's host is a valid entry for the brand (an invalid one shows the invalid-URL page). */
export const getDomainRoute = async (signal?: AbortSignal) => {
  const answer = await apiCall('domainRoute', { query: { url: host() }, signal });
  session.setJson('validate', { ...answer, host: host() });
  return answer;
};

export const getDomainRouteQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'domainRoute'],
    queryFn: ({ signal }) => getDomainRoute(signal),
    initialData: cachedAnswer,
    staleTime: Infinity,
    // a failed check never blocks the site: no retries, the site shows
    retry: false,
  });

export const useDomainRoute = () => useQuery(getDomainRouteQueryOptions());
