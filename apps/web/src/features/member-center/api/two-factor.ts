import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getTwoFactorStatusQueryOptions } from './two-factor-status';

/**
 * The authenticator's changes (issue 31): start an enrolment (the login password; a new secret to scan), confirm it
 * with a code from the app (the recovery codes, shown once), turn it off (password and a code), new recovery codes.
 * Each success reads the status again.
 */
export const startTwoFactor = (body: CallBody<'twoFactorStart'>) => apiCall('twoFactorStart', { body });
export const confirmTwoFactor = (body: CallBody<'twoFactorConfirm'>) => apiCall('twoFactorConfirm', { body });
export const disableTwoFactor = (body: CallBody<'twoFactorDisable'>) => apiCall('twoFactorDisable', { body });
export const newRecoveryCodes = (body: CallBody<'twoFactorRecoveryCodes'>) => apiCall('twoFactorRecoveryCodes', { body });

function useTwoFactorChange<B, V>(token: string, call: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions(token).queryKey }) });
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
export const useConfirmTwoFactor = (token: string) => useTwoFactorChange(token, confirmTwoFactor);
export const useDisableTwoFactor = (token: string) => useTwoFactorChange(token, disableTwoFactor);
export const useNewRecoveryCodes = (token: string) => useTwoFactorChange(token, newRecoveryCodes);
