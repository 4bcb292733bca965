import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** The brand's deposit channels with their min and max, and how long an order stays open. */
export const getDepositChannels = (signal?: AbortSignal) => apiCall('depositChannels', { signal });

export const getDepositChannelsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [WALLET_KEY, 'deposit-channels', token], queryFn: ({ signal }) => getDepositChannels(signal), staleTime: 5 * 60_000 });

export const useDepositChannels = (token: string) => useQuery(getDepositChannelsQueryOptions(token));
