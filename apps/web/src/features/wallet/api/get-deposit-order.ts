import type { DepositOrder } from '@app/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** How often an open order is asked about while the player pays on the provider's page. */
export const DEPOSIT_POLL_MS = 3000;
export const isOpenDeposit = (order: Pick<DepositOrder, 'status'> | undefined) => order?.status === 'created' || order?.status === 'pending';
/** still to be decided: open, or a manual transfer's receipt waiting for finance (the page keeps asking) */
const isUndecided = (order: Pick<DepositOrder, 'status'> | undefined) => isOpenDeposit(order) || order?.status === 'submitted';

export const getDepositOrder = (orderNo: string, signal?: AbortSignal) => apiCall('depositOrder', { query: { orderNo }, signal });

/** One order, asked again every 3 s until it is paid, failed, rejected or expired. */
export const getDepositOrderQueryOptions = (token: string, orderNo: string, initial?: DepositOrder) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'deposit-order', token, orderNo],
    queryFn: ({ signal }) => getDepositOrder(orderNo, signal),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) => (isUndecided(query.state.data) ? DEPOSIT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

export const useDepositOrder = (token: string, orderNo: string, initial?: DepositOrder) => useQuery(getDepositOrderQueryOptions(token, orderNo, initial));
