import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The agent's affiliate code, its registration URL (for the QR code) and the account types it may register. */
export const getAffiliateLink = (token: string, signal?: AbortSignal) => apiCall('affiliateLink', { signal, token });

export const getAffiliateLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'affiliate-link', token],
    queryFn: ({ signal }) => getAffiliateLink(token, signal),
    staleTime: 30_000,
  });

export const useAffiliateLink = (token: string) => useQuery(getAffiliateLinkQueryOptions(token));
