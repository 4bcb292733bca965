import type { QueryClient } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';

/** Every responsible-gaming query of a session starts with ['rg', token]. */
export const rgKey = (token: string, ...rest: unknown[]) => ['rg', token, ...rest] as const;

/** After a limit change or a block: the member's state and the balances (a block ends play) are read again. */
export const refreshRg = (queryClient: QueryClient, token: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: rgKey(token) }), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT })]);
