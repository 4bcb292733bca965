import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** The member's bound cards (masked) and the brand's maximum. */
export const getBankCards = (signal?: AbortSignal) => apiCall('bankCards', { signal });

export const getBankCardsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [WALLET_KEY, 'bank-cards', token], queryFn: ({ signal }) => getBankCards(signal), staleTime: 60_000 });

export const useBankCards = (token: string) => useQuery(getBankCardsQueryOptions(token));
