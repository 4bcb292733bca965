import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';
import { loyaltyKey } from './keys';

/** The brand's VIP tiers with their benefits, the member's tier, progress over the window, review and history. */
export const getVipLadder = (token: string, signal?: AbortSignal) => apiCall('vipLadder', { signal, token });

export const getVipLadderQueryOptions = (token: string, language: PackLanguage) =>
  queryOptions({ queryKey: loyaltyKey('vip', token, language), queryFn: ({ signal }) => getVipLadder(token, signal), staleTime: 30_000 });

export const useVipLadder = (token: string) => useQuery(getVipLadderQueryOptions(token, useLanguage()));
