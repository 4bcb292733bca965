import { apiCall } from '@/lib/api-client';

/** Tells the server to forget this browser's subscription (its endpoint); answers the member's preferences. */
export const pushUnsubscribe = (endpoint: string) => apiCall('pushUnsubscribe', { body: { endpoint } });
