import { useCallback } from 'react';
import { modals } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { LOGIN_MODAL } from '@/config/modal-names';
import { authStore } from '../stores/auth-store';
import { isTrial } from '../utils/roles';

/**
 * The spec's guest rule for actions that need a real account (favourites, member or agent centre, chat, deposits):
 * a visitor gets the login modal, a trial account (free demo, isAgent 4) the 'in_need_true_account' warning.
 * True when the action may go ahead. Other features get it through app/ composition.
 */
export function requireRealAccount(): boolean {
  const { token, isAgent } = authStore.get();
  if (!token) {
    modals.open(LOGIN_MODAL);
    return false;
  }
  if (isTrial(isAgent)) {
    // the message lives in the on-demand texts
    void import('@/locales/pages').then(() => showWarning({ messageKey: 'in_need_true_account' }));
    return false;
  }
  return true;
}

/** Login only (a trial account may go ahead): a visitor gets the login modal. */
export function requireLogin(): boolean {
  if (authStore.get().token) return true;
  modals.open(LOGIN_MODAL);
  return false;
}

/** `guard(action)` runs the action only for a real account (see requireRealAccount). */
export function useRequireRealAccount() {
  return useCallback((action?: () => void) => {
    if (!requireRealAccount()) return false;
    action?.();
    return true;
  }, []);
}
