import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';

export type ApiKeyRow = CallValue<'operatorApiKeys'>['list'][number];

export const getApiKeys = (signal?: AbortSignal) => apiCall('operatorApiKeys', { signal });

export const getApiKeysQueryOptions = () => queryOptions({ queryKey: ['account', 'api-keys'], queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());
