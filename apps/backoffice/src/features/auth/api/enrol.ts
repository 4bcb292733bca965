import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type EnrolBody = CallBody<'operatorEnrol'>;
export type EnrolledSession = CallValue<'operatorEnrol'>;

/** TOTP_ENROLMENT_REQUIRED's value: what the authenticator app scans, and the ticket the confirmation sends back. */
export interface Enrolment {
  ticket: string;
  secret: string;
  otpauthUri: string;
}

/** Confirms the newly scanned authenticator with its first code: the session, and the recovery codes (shown once). */
export const enrol = (body: EnrolBody) => apiCall('operatorEnrol', { body });

export const useEnrol = () => useMutation({ mutationFn: enrol });
