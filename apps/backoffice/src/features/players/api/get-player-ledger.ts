import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type LedgerQuery = CallQuery<'operatorPlayerLedger'>;
export type LedgerRow = CallValue<'operatorPlayerLedger'>['list'][number];

export const getPlayerLedger = (query: LedgerQuery, signal?: AbortSignal) => apiCall('operatorPlayerLedger', { query, signal });

/** One page of a player's ledger, newest first. */
export const getPlayerLedgerQueryOptions = (query: LedgerQuery) =>
  queryOptions({ queryKey: ['players', 'ledger', query], queryFn: ({ signal }) => getPlayerLedger(query, signal), placeholderData: keepPreviousData });

export const usePlayerLedger = (query: LedgerQuery) => useQuery(getPlayerLedgerQueryOptions(query));
