import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The member's authenticator: on or off, since when, recovery codes left, and whether the brand requires it (issue 31). */
export const getTwoFactorStatus = (signal?: AbortSignal) => apiCall('twoFactorStatus', { signal });

// read afresh each time My account or the page shows: another device may have turned it on or off
export const getTwoFactorStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'two-factor', token], queryFn: ({ signal }) => getTwoFactorStatus(signal), staleTime: 0 });

export const useTwoFactorStatus = (token: string) => useQuery(getTwoFactorStatusQueryOptions(token));
