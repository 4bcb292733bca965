import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Queues a test notification to every device of the member; answers how many devices it goes to. */
export const sendTestPush = () => apiCall('pushTest', { body: {} });

export const useSendTestPush = () => useMutation({ mutationFn: sendTestPush });
