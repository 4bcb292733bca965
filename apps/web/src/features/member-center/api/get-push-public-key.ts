import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The server's VAPID public key: the applicationServerKey a browser subscribes with (it changes only with the server's keys). */
export const getPushPublicKey = (signal?: AbortSignal) => apiCall('pushPublicKey', { signal });

export const getPushPublicKeyQueryOptions = () =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'push-public-key'], queryFn: ({ signal }) => getPushPublicKey(signal), staleTime: Infinity });

export const usePushPublicKey = () => useQuery(getPushPublicKeyQueryOptions());
