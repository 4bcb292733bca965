import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Limits, today's count, the turnover requirement, whether a payment password is set. */
export const getWithdrawSettings = (signal?: AbortSignal) => apiCall('withdrawSettings', { signal });

export const getWithdrawSettingsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [WALLET_KEY, 'withdraw-settings', token], queryFn: ({ signal }) => getWithdrawSettings(signal), staleTime: 0 });

export const useWithdrawSettings = (token: string) => useQuery(getWithdrawSettingsQueryOptions(token));
