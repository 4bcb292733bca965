import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { PLAYER_ACTIVITY_KEY } from './keys';

/** Deposits, withdrawals, net position and time played per month (last 12), with the same as CSV. */
export const getActivityStatement = (token: string, signal?: AbortSignal) => apiCall('activityStatement', { signal, token });

export const getActivityStatementQueryOptions = (token: string) =>
  queryOptions({ queryKey: [PLAYER_ACTIVITY_KEY, 'statement', token], queryFn: ({ signal }) => getActivityStatement(token, signal), staleTime: 60_000 });

export const useActivityStatement = (token: string) => useQuery({ ...getActivityStatementQueryOptions(token), enabled: Boolean(token) });
