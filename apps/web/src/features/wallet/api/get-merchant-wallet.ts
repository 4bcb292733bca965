import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Every enabled vendor with the member's balance there, and the main wallet. */
export const getMerchantWallet = (signal?: AbortSignal) => apiCall('merchantWallet', { signal });

export const getMerchantWalletQueryOptions = (token: string) =>
  queryOptions({ queryKey: [WALLET_KEY, 'vendors', token], queryFn: ({ signal }) => getMerchantWallet(signal), staleTime: 0 });

export const useMerchantWallet = (token: string) => useQuery(getMerchantWalletQueryOptions(token));
