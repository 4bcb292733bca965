import { createContext, useContext } from 'react';
import { modals } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { LOGIN_MODAL, REGISTER_MODAL } from '@/config/modal-names';

/** Who is looking at the promotions: the session's token (none for a visitor) and whether it is a trial account. Given by app/. */
export interface PromotionsViewer {
  token: string | null;
  trial: boolean;
}

export const PromotionsViewerContext = createContext<PromotionsViewer>({ token: null, trial: false });
export const usePromotionsViewer = () => useContext(PromotionsViewerContext);

/**
 * Taking part needs a real account: a visitor gets the login modal (the register modal for a sign-up bonus), a
 * trial account (free demo) the 'in_need_true_account' warning. True when the action may go ahead.
 */
export function guardRealAccount(viewer: PromotionsViewer, register = false): boolean {
  if (!viewer.token) {
    modals.open(register ? REGISTER_MODAL : LOGIN_MODAL);
    return false;
  }
  if (viewer.trial) {
    showWarning({ messageKey: 'in_need_true_account' });
    return false;
  }
  return true;
}
