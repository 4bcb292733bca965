import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type LoginBody = CallBody<'operatorLogin'>;
export type OperatorSession = CallValue<'operatorLogin'>;

/** Password and the authenticator's code (or a recovery code): a session, or a refusal saying what is missing. */
export const login = (body: LoginBody) => apiCall('operatorLogin', { body });

export const useLogin = () => useMutation({ mutationFn: login });
