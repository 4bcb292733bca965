import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Emails the member a link that verifies the bound address (issue 31); it is opened from the mail. */
export const sendEmailVerification = () => apiCall('sendEmailVerification', { body: {} });

export const useSendEmailVerification = () => useMutation({ mutationFn: sendEmailVerification });
