import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type OperatorAccount = CallValue<'operatorAccounts'>['list'][number];

export const getOperators = (signal?: AbortSignal) => apiCall('operatorAccounts', { signal });

export const getOperatorsQueryOptions = () => queryOptions({ queryKey: ['operators', 'list'], queryFn: ({ signal }) => getOperators(signal) });

export const useOperators = () => useQuery(getOperatorsQueryOptions());
