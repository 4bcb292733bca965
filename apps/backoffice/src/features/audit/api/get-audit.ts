import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type AuditQuery = CallQuery<'operatorAudit'>;
export type AuditRow = CallValue<'operatorAudit'>['list'][number];

export const getAudit = (query: AuditQuery, signal?: AbortSignal) => apiCall('operatorAudit', { query, signal });

/** One page of the audit trail, newest first, filtered. */
export const getAuditQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: ['audit', query], queryFn: ({ signal }) => getAudit(query, signal), placeholderData: keepPreviousData });

export const useAudit = (query: AuditQuery) => useQuery(getAuditQueryOptions(query));
