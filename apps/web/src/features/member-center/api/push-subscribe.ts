import type { CallBody } from '@app/contract/calls';
import { apiCall } from '@/lib/api-client';

/** Hands the server this browser's push subscription (PushSubscription.toJSON()); answers the member's preferences. */
export const pushSubscribe = (body: CallBody<'pushSubscribe'>) => apiCall('pushSubscribe', { body });
