import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

/** The member's referral code and invite path, the brand's referral rules, and the totals of the friends invited. */
export const getReferralSummary = (token: string, signal?: AbortSignal) => apiCall('referralSummary', { signal, token });

export const getReferralSummaryQueryOptions = (token: string) =>
  queryOptions({ queryKey: loyaltyKey('referral', token), queryFn: ({ signal }) => getReferralSummary(token, signal), staleTime: 30_000 });

export const useReferralSummary = (token: string) => useQuery(getReferralSummaryQueryOptions(token));
