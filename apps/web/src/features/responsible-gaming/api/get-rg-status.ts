import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';
import { rgKey } from './keys';

/** The member's limits (in force, pending, used this period), the running block and the brand's pack. */
export const getRgStatus = (token: string, signal?: AbortSignal) => apiCall('rgStatus', { signal, token });

export const getRgStatusQueryOptions = (token: string, language: PackLanguage) =>
  queryOptions({ queryKey: rgKey(token, 'status', language), queryFn: ({ signal }) => getRgStatus(token, signal), staleTime: 15_000 });

export const useRgStatus = (token: string) => useQuery(getRgStatusQueryOptions(token, useLanguage()));
