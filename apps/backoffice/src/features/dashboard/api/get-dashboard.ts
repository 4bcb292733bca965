import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type DashboardQuery = CallQuery<'operatorDashboard'>;
export type Dashboard = CallValue<'operatorDashboard'>;
export type Figures = Dashboard['total'];

export const getDashboard = (query: DashboardQuery, signal?: AbortSignal) => apiCall('operatorDashboard', { query, signal });

/** The figures of a range (today by default) per brand and in total, the last 30 days and what waits. */
export const getDashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', query], queryFn: ({ signal }) => getDashboard(query, signal), placeholderData: keepPreviousData, refetchInterval: 60_000 });

export const useDashboard = (query: DashboardQuery) => useQuery(getDashboardQueryOptions(query));
